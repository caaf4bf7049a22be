// @ts-check
/** Rider sessions: a random id in an HttpOnly, SameSite=Strict cookie, stored hashed with the account id. */
import crypto from 'node:crypto';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '../config.mjs';
import { HttpError } from '../http/errors.mjs';
import { sha256 } from './tokens.mjs';

/** A cookie's value; undefined without it, or when it is not %-encoded right (then no session, never a 500). @param {import('node:http').IncomingMessage} req @param {string} name */
export function readCookie(req, name) {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export class Sessions {
  /**
   * @param {import('../db/store.mjs').Store} store
   * @param {{ secure?: boolean, devices?: import('./device-cookie.mjs').DeviceCookies }} [options] secure: the
   *   riders reach the sandbox over https (its public origin, behind a TLS proxy): the cookie is Secure, never
   *   sent over plain http; devices: the device cookies a sign-in sets beside the session's (none: every
   *   browser is a stranger)
   */
  constructor(store, { secure = false, devices } = {}) {
    this.store = store;
    this.devices = devices;
    this.attributes = `HttpOnly;${secure ? ' Secure;' : ''} SameSite=Strict; Path=/`;
  }

  /**
   * This browser as one of the account's own devices: its device cookie's nonce, or failing that its live
   * session of the account; undefined for any other browser. The throttle gives it keys of its own.
   * @param {import('node:http').IncomingMessage} req @param {string} operatorKey @param {number} accountId
   * @returns {string | undefined}
   */
  ownDevice(req, operatorKey, accountId) {
    const device = this.devices?.deviceOf(req, accountId);
    if (device) return device;
    if (this.accountOf(req, operatorKey) !== accountId) return undefined;
    return `session.${sha256(readCookie(req, SESSION_COOKIE) ?? '').slice(0, 22)}`;
  }

  /** Starts a session and returns its Set-Cookie header value. @param {number} accountId */
  start(accountId) {
    const id = crypto.randomBytes(32).toString('base64url');
    const now = Date.now();
    this.store.run('DELETE FROM sessions WHERE expires_at <= ?', [now]);
    this.store.run('INSERT INTO sessions (hash, account_id, expires_at, created_at) VALUES (?, ?, ?, ?)', [
      sha256(id),
      accountId,
      now + SESSION_TTL_SECONDS * 1000,
      now,
    ]);
    return `${SESSION_COOKIE}=${id}; ${this.attributes}; Max-Age=${SESSION_TTL_SECONDS}`;
  }

  /**
   * Ends the request's session, if any, and returns the Set-Cookie header value that clears it.
   * @param {import('node:http').IncomingMessage} req
   */
  end(req) {
    const id = readCookie(req, SESSION_COOKIE);
    if (id) this.store.run('DELETE FROM sessions WHERE hash = ?', [sha256(id)]);
    return this.cleared();
  }

  /** The Set-Cookie header value that clears the session cookie. */
  cleared() {
    return `${SESSION_COOKIE}=; ${this.attributes}; Max-Age=0`;
  }

  /**
   * The account id of the request's live session under this operator, if any. A session belongs to the
   * operator of its account: under another operator's key it is no session at all.
   * @param {import('node:http').IncomingMessage} req @param {string} operatorKey
   */
  accountOf(req, operatorKey) {
    const id = readCookie(req, SESSION_COOKIE);
    if (!id) return undefined;
    const row = this.store.get(
      `SELECT s.account_id FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.hash = ? AND s.expires_at > ? AND a.operator_key = ?`,
      [sha256(id), Date.now(), operatorKey],
    );
    return row ? Number(row.account_id) : undefined;
  }

  /**
   * Guards a call on an account's data: 401 without a live session under this operator (the request's
   * `x-api-key`, or the operator the path names), 403 when the session is another account's.
   * @param {import('node:http').IncomingMessage} req @param {unknown} accountId @param {string} operatorKey
   * @returns {number} the account id
   */
  requireAccount(req, accountId, operatorKey) {
    const sessionAccount = this.accountOf(req, operatorKey);
    if (sessionAccount === undefined) throw new HttpError(401, 'Not signed in');
    if (String(sessionAccount) !== String(accountId)) throw new HttpError(403, 'Forbidden');
    return sessionAccount;
  }

  /**
   * Guards a call on the session's own data: its account id, or 401 without a live session under this operator.
   * @param {import('node:http').IncomingMessage} req @param {string} operatorKey @returns {number}
   */
  requireSession(req, operatorKey) {
    const sessionAccount = this.accountOf(req, operatorKey);
    if (sessionAccount === undefined) throw new HttpError(401, 'Not signed in');
    return sessionAccount;
  }

  /**
   * Ends every other session of the request's account (a changed password): the request's own stays.
   * @param {import('node:http').IncomingMessage} req @param {number} accountId
   */
  endOthers(req, accountId) {
    const id = readCookie(req, SESSION_COOKIE);
    this.store.run('DELETE FROM sessions WHERE account_id = ? AND hash <> ?', [accountId, id ? sha256(id) : '']);
  }

  /** Ends every session of an account. @param {number} accountId */
  endAll(accountId) {
    this.store.run('DELETE FROM sessions WHERE account_id = ?', [accountId]);
  }
}
