// @ts-check
/** Writing answers. */

/** @typedef {import('node:http').ServerResponse} Response */

/**
 * @param {Response} res @param {number} status @param {string | Buffer} body
 * @param {Record<string, string | number>} [headers]
 */
export function send(res, status, body, headers = {}) {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { 'Content-Length': buffer.length, ...headers });
  res.end(res.req?.method === 'HEAD' ? undefined : buffer);
}

/** @param {Response} res @param {number} status @param {unknown} value @param {Record<string, string | number>} [headers] */
export function sendJson(res, status, value, headers = {}) {
  send(res, status, JSON.stringify(value), {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}

/** An HTML page, never cached. @param {Response} res @param {string} html @param {number} [status] */
export function sendHtml(res, html, status = 200) {
  send(res, status, html, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
}

/** A 303 See Other to `location`. @param {Response} res @param {string} location */
export function redirect(res, location) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}
