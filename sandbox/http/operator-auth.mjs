// @ts-check
/**
 * The sandbox's own tools — the operator's pages and calls (claims review, cases of every rider, deny list), the mail
 * outbox (every rider's mail, live links in it), the gates (they charge cards) and the data controls (reset, expiries,
 * statement runs) — are open on localhost, where only the developer reaches them. When the sandbox is reachable from
 * a network (a host other than loopback, `HOST=0.0.0.0`, or a public origin) they ask for a sandbox operator password
 * (HTTP Basic, user `operator`): `TAPWAY_SANDBOX_OPERATOR_PASSWORD`, else a random one printed at start.
 * Wrong passwords are throttled per client address, as every guess (sandbox/auth/throttle.mjs).
 */
import crypto from 'node:crypto';
import { guarded, throttleKeys } from '../auth/throttle.mjs';
import { HttpError } from './errors.mjs';

export const OPERATOR_USER = 'operator';
const REALM = 'Basic realm="Tapway sandbox operator", charset="UTF-8"';

/** The paths of the sandbox's own tools (the product API, the portal, the stand-ins and the hosted page are not). */
export const OPERATOR_PATHS = /^\/sandbox\/(?:api\/|(?:mail|gates|claims|concessions)(?:\/|$))/;

/** Whether a listening host is reachable only from this machine. @param {string} host */
export function isLoopback(host) {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/**
 * The operator password a sandbox listening so needs, or undefined when its tools stay open (loopback, no public
 * origin). @param {{ host: string, publicOrigin?: string, password?: string }} options
 */
export function operatorPasswordFor({ host, publicOrigin, password }) {
  if (isLoopback(host) && publicOrigin === undefined) return undefined;
  const configured = password ?? process.env.TAPWAY_SANDBOX_OPERATOR_PASSWORD;
  return configured || crypto.randomBytes(18).toString('base64url');
}

const digest = (/** @type {string} */ value) => crypto.createHash('sha256').update(value).digest();

/** The password of an `Authorization: Basic` header for the operator user, or undefined. @param {unknown} header */
function basicPassword(header) {
  const match = typeof header === 'string' ? /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 && decoded.slice(0, colon) === OPERATOR_USER ? decoded.slice(colon + 1) : undefined;
}

/**
 * Guards the sandbox's own tools with the operator password (none: open). 401 with `WWW-Authenticate` (the browser
 * asks) without the right one; 429 after many wrong ones from one client address.
 * @param {string | undefined} password @param {import('./../auth/throttle.mjs').Throttle} throttle
 */
export function operatorGate(password, throttle) {
  const expected = password === undefined ? undefined : digest(password);
  /** @param {import('node:http').IncomingMessage} req @param {string} pathname */
  return async (req, pathname) => {
    if (!expected || !OPERATOR_PATHS.test(pathname)) return;
    const given = basicPassword(req.headers.authorization);
    const keys = throttleKeys(req, 'operator');
    // A blocked client address gets 429 (TooManyAttempts), right or wrong; a call without a password counts nothing.
    const ok = await guarded(
      throttle,
      keys,
      () => given !== undefined && crypto.timingSafeEqual(digest(given), expected),
      (right) => !right && given !== undefined,
    );
    if (!ok) throw new HttpError(401, 'The sandbox operator password is needed', { 'WWW-Authenticate': REALM });
  };
}
