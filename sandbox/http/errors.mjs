// @ts-check
/** An error that becomes an HTTP answer with a JSON body. */
export class HttpError extends Error {
  /**
   * @param {number} status @param {string} message @param {Record<string, string>} [headers]
   * @param {Record<string, unknown>} [extra] more of the answer's body, next to `error`
   */
  constructor(status, message, headers = {}, extra = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.extra = extra;
  }
}
