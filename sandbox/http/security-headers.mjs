// @ts-check
/** The security headers every answer carries. */

/**
 * The Content-Security-Policy. `dev` relaxes it for Vite's inline preamble and HMR socket;
 * `frameAncestors` lets a resource be embedded (the privacy PDF by the portal).
 * @param {{ dev?: boolean, frameAncestors?: string }} [options]
 */
function contentSecurityPolicy({ dev = false, frameAncestors = "'none'" } = {}) {
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** @param {{ dev?: boolean, frameAncestors?: string }} [options] @returns {Record<string, string>} */
function securityHeaders(options = {}) {
  const embeddable = options.frameAncestors !== undefined && options.frameAncestors !== "'none'";
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': embeddable ? 'SAMEORIGIN' : 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Sets the headers on an answer (a later call may replace them). @param {import('node:http').ServerResponse} res @param {{ dev?: boolean, frameAncestors?: string }} [options] */
export function applySecurityHeaders(res, options = {}) {
  for (const [name, value] of Object.entries(securityHeaders(options))) res.setHeader(name, value);
}
