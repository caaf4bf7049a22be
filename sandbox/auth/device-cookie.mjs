// @ts-check
/**
 * Device cookies (OWASP's "device cookie" against lockouts anyone can cause): a browser that has signed
 * in to an account, or opened one of its mailed links, gets an HttpOnly cookie signed by the sandbox and
 * bound to that account. The throttle then counts that browser's guesses on a key of its own: failures
 * sent from elsewhere never block it, and its own guesses are still limited (sandbox/auth/throttle.mjs).
 * The cookie is `tapway_device_<account id>=<account id>.<nonce>.<issued ms>.<HMAC-SHA256>`; the key that
 * signs it is made once per data folder (`device.key`), so a restart does not forget the devices.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readCookie } from './session.mjs';

export const DEVICE_COOKIE_PREFIX = 'tapway_device_';
/** How long a device stays known without signing in again. */
export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
const KEY_FILE = 'device.key';

/** The data folder's signing key, made (random, 32 bytes, owner-only) on first use. @param {string} dataDir */
export function deviceKey(dataDir) {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const key = fs.readFileSync(file);
    if (key.length === 32) return key;
  } catch {
    // none yet
  }
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export class DeviceCookies {
  #key;
  #now;
  #attributes;

  /**
   * @param {Buffer} key the signing key (deviceKey)
   * @param {{ secure?: boolean, now?: () => number }} [options] secure: riders reach the sandbox over https
   */
  constructor(key, { secure = false, now = Date.now } = {}) {
    this.#key = key;
    this.#now = now;
    this.#attributes = `HttpOnly;${secure ? ' Secure;' : ''} SameSite=Strict; Path=/; Max-Age=${DEVICE_TTL_SECONDS}`;
  }

  /** @param {string} payload */
  #mac(payload) {
    return crypto.createHmac('sha256', this.#key).update(`device.${payload}`).digest('base64url');
  }

  /**
   * The Set-Cookie value that makes this browser a known device of the account: the nonce it already
   * holds for the account is kept (its own throttle count goes on), else a new one.
   * @param {import('node:http').IncomingMessage} req @param {number} accountId
   */
  issue(req, accountId) {
    const nonce = this.deviceOf(req, accountId) ?? crypto.randomBytes(16).toString('base64url');
    const payload = `${accountId}.${nonce}.${this.#now()}`;
    return `${DEVICE_COOKIE_PREFIX}${accountId}=${payload}.${this.#mac(payload)}; ${this.#attributes}`;
  }

  /**
   * The device's nonce when the request carries a genuine, unexpired device cookie of this account;
   * undefined otherwise (none, another account's, altered, expired).
   * @param {import('node:http').IncomingMessage} req @param {number} accountId @returns {string | undefined}
   */
  deviceOf(req, accountId) {
    const value = readCookie(req, `${DEVICE_COOKIE_PREFIX}${accountId}`);
    const match = /^(\d+)\.([\w-]{22})\.(\d{1,15})\.([\w-]{43})$/.exec(value ?? '');
    if (!match) return undefined;
    const [, id = '', nonce = '', issued = '', mac = ''] = match;
    const expected = Buffer.from(this.#mac(`${id}.${nonce}.${issued}`));
    if (!crypto.timingSafeEqual(Buffer.from(mac), expected)) return undefined;
    if (Number(id) !== accountId) return undefined;
    if (Number(issued) + DEVICE_TTL_SECONDS * 1000 <= this.#now()) return undefined;
    return nonce;
  }
}
