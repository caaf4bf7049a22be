// @ts-check
/** One line per request, with tokens masked out of the URL. */

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
export function logRequest(req, res) {
  const started = process.hrtime.bigint();
  // Read now: middleware (Vite's SPA fallback) may rewrite req.url.
  const url = (req.url ?? '').replace(/([?&](?:token|code)=)[^&]*/g, '$1…');
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${new Date().toISOString()} ${req.method} ${url} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
}
