// @ts-check
/** Per-operator files: logos, favicon, privacy PDF and the stand-in operator site. */
import { findOperator } from '../db/operators.mjs';
import { applySecurityHeaders } from '../http/security-headers.mjs';
import { send, sendHtml } from '../http/respond.mjs';
import { appIconPng } from './app-icon.mjs';
import { faviconIco } from './favicon.mjs';
import { logoSvg } from './logo.mjs';
import { privacyPdf } from './privacy-pdf.mjs';
import { sitePage } from './site-page.mjs';

const CACHE = 'public, max-age=300';

/**
 * Answers `/{key}.ico` and `/operators/{key}/…`; returns false when the path is not one of them.
 * @param {import('../db/store.mjs').Store} store @param {import('node:http').ServerResponse} res
 * @param {string} pathname @param {{ dev?: boolean }} options
 */
export function serveOperatorAsset(store, res, pathname, options) {
  const match = /^\/([a-z0-9-]+)\.ico$/.exec(pathname) ?? /^\/operators\/([a-z0-9-]+)\/([a-z0-9.-]+)$/.exec(pathname);
  if (!match) return false;
  const operator = findOperator(store, match[1]);
  const file = match[2] ?? 'favicon.ico';
  if (!operator) return false;
  switch (file) {
    case 'favicon.ico':
      send(res, 200, faviconIco(operator), { 'Content-Type': 'image/x-icon', 'Cache-Control': CACHE });
      return true;
    case 'logo.svg':
    case 'logo-white.svg':
      send(res, 200, logoSvg(operator, { white: file === 'logo-white.svg' }), {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': CACHE,
      });
      return true;
    case 'privacy.pdf':
      applySecurityHeaders(res, { ...options, frameAncestors: "'self'" });
      send(res, 200, privacyPdf(operator), {
        'Content-Type': 'application/pdf',
        'Cache-Control': CACHE,
        'Content-Disposition': `inline; filename="${operator.key}-privacy.pdf"`,
      });
      return true;
    case 'icon-192.png':
    case 'icon-512.png':
    case 'icon-maskable-512.png': {
      const size = file.includes('192') ? 192 : 512;
      send(res, 200, appIconPng(operator, size, file.includes('maskable') ? 'maskable' : 'any'), {
        'Content-Type': 'image/png',
        'Cache-Control': CACHE,
      });
      return true;
    }
    case 'site.html':
      sendHtml(res, sitePage(operator));
      return true;
    default:
      return false;
  }
}
