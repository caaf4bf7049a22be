// @ts-check
/**
 * Serves the built portal: hashed assets cached for a year, index.html revalidated on every
 * visit, SPA fallback for pages; the build's brotli/gzip copies when the client accepts them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { answeredNotModified, hasPrecompressedCopy, precompressedCopy, sendCompressed } from './compression.mjs';
import { send } from './respond.mjs';

/** Hashed build output: its name changes with its content, so it never needs revalidating. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
};

/** The portal's pages that read a one-time token from their address: they send no referrer. */
const TOKEN_PAGES = new Set([
  '/email/confirmation_in_progress',
  '/forgot_password/request_in_progress',
  '/reset_password',
]);

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PATHS = /^\/(api|oms|sandbox)(\/|$)/;

/**
 * Whether a request asks for a token page (one of TOKEN_PAGES as a document), which is sent with
 * sendTokenPage; the dev server (Vite) asks the same question.
 * @param {import('node:http').IncomingMessage} req @param {string} pathname
 */
export const wantsTokenPage = (req, pathname) =>
  TOKEN_PAGES.has(pathname) && /text\/html/.test(req.headers.accept ?? '');

/** @param {string} file */
export const contentType = (file) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** @param {string} root @param {string} pathname @returns {string | undefined} */
function resolveFile(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // The build's source maps stay on the build machine (for the budget script and debugging): never published.
  if (decoded.endsWith('.map')) return undefined;
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A file, or its precompressed copy in an encoding the client accepts, with an ETag (size and
 * modification time of what is sent) so that `no-cache` files are revalidated with a 304.
 * @param {import('node:http').ServerResponse} res @param {string} file @param {string} cacheControl
 */
function sendFile(res, file, cacheControl) {
  // Compressed copies exist for what the build found worth compressing: only those answers vary.
  const compressible = hasPrecompressedCopy(file);
  const copy = compressible ? precompressedCopy(file, res.req?.headers['accept-encoding']) : undefined;
  const sent = copy?.file ?? file;
  const stat = fs.statSync(sent);
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${copy ? `-${copy.encoding}` : ''}"`;
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': contentType(file),
    'Cache-Control': cacheControl,
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(copy ? { 'Content-Encoding': copy.encoding } : {}),
  };
  if (answeredNotModified(res, etag, headers)) return;
  send(res, 200, fs.readFileSync(sent), { ...headers, ETag: etag });
}

/**
 * A token page: no referrer from the first byte, by header and in the page's own referrer meta
 * (a meta tag would otherwise override the header while the portal starts).
 * @param {import('node:http').ServerResponse} res @param {string} html the portal's index.html
 */
export function sendTokenPage(res, html) {
  const page = html.replace(/(<meta name="referrer" content=")[^"]*(")/, '$1no-referrer$2');
  sendCompressed(res, page, {
    'Content-Type': contentType('index.html'),
    'Cache-Control': 'no-cache',
    'Referrer-Policy': 'no-referrer',
  });
}

/**
 * Answers a GET or HEAD from the built portal in distDir (or says it is not built).
 * @param {string | undefined} distDir @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res @param {string} pathname
 */
export function serveStatic(distDir, req, res, pathname) {
  const root = distDir && path.resolve(distDir);
  const file = root && pathname !== '/' ? resolveFile(root, pathname) : undefined;
  if (file && path.basename(file) !== 'index.html') {
    const cache = pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
    return sendFile(res, file, cache);
  }
  const wantsPage =
    pathname === '/' ||
    file !== undefined ||
    (/text\/html/.test(req.headers.accept ?? '') && !SERVER_PATHS.test(pathname));
  const index = root && path.join(root, 'index.html');
  if (wantsPage && index && fs.existsSync(index)) {
    return wantsTokenPage(req, pathname)
      ? sendTokenPage(res, fs.readFileSync(index, 'utf8'))
      : sendFile(res, index, 'no-cache');
  }
  const message = wantsPage ? 'The portal is not built: run npm start.' : 'Not found';
  send(res, 404, message, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
}
