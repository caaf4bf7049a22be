// @ts-check
/** An error that becomes an HTTP answer with a JSON body. */
export class HttpError extends Error {
  /**
   * @param {number} status @param {string} message @param {Record<string, string>} [headers]
   * @param {Record<string, unknown>} [details] more of the answer's body (the field a 400 is about)
   */
  constructor(status, message, headers = {}, details = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.details = details;
  }
}
