// @ts-check
/**
 * What every call of a card checked without an account (cardCheck) goes through: the extension offered (404
 * otherwise), the throttle per client address and per card (429 with Retry-After), and the live card-scoped access of
 * the `tapway_card` cookie (401 without, logged) (docs/contracts.md#cardcheck-a-card-checked-without-an-account).
 */
import { readCookie } from '../../auth/session.mjs';
import { TooManyAttempts } from '../../auth/throttle.mjs';
import { HttpError } from '../../http/errors.mjs';
import { networkOf } from '../network/network.mjs';
import { addDays, zonedDay } from '../network/zoned-time.mjs';
import { accessOf, CARD_COOKIE, logCardCheck } from './card-check-db.mjs';

/** @typedef {import('../../api/context.mjs').ApiContext} ApiContext */

/** The days of history a proven card shows, by operator (an operator rule; 7 unless it says otherwise). */
const WINDOW_DAYS = /** @type {Record<string, number>} */ ({ enterprise: 14 });

/**
 * The travel days a proven card shows now: the operator's last `days`, to today in its zone. The card's view and its
 * receipts read these alone. @param {string} operator @param {Date} now
 */
export function cardWindow(operator, now) {
  const days = WINDOW_DAYS[operator] ?? 7;
  const to = zonedDay(now, networkOf(operator).timeZone);
  return { days, from: addDays(to, 1 - days), to };
}

/** @param {import('node:http').IncomingMessage} req */
export const clientOf = (req) => req.socket.remoteAddress ?? 'unknown';

/** The throttle's keys: per client address, and per card once it is known. @param {import('node:http').IncomingMessage} req */
export const addressKey = (req, /** @type {string} */ kind) => `address:card-${kind}:${clientOf(req)}`;

/** @param {ApiContext} context */
export function offered({ settings }) {
  if (!settings.extensions.includes('cardCheck')) throw new HttpError(404, 'Not found');
}

/** Refuses with 429 (Retry-After) once any of the keys had its share. @param {ApiContext} context @param {string[]} keys */
export function refuseThrottled({ throttle }, keys) {
  const wait = throttle.retryAfter(keys);
  if (wait > 0) throw new TooManyAttempts(wait);
}

/** Counts one use of the keys, refusing with 429 (Retry-After) once any had its share. @param {ApiContext} context @param {string[]} keys */
export function count(context, keys) {
  refuseThrottled(context, keys);
  context.throttle.fail(keys);
}

/**
 * The request's live card-scoped access (its cookie's, under this operator); 401 without one, counted as a failed
 * proof of the client's address and logged under `action`. @param {ApiContext} context @param {string} action
 */
export function requireAccess(context, action) {
  const { req, store, operator } = context;
  const access = accessOf(store, readCookie(req, CARD_COOKIE), operator.key);
  if (access) return access;
  count(context, [addressKey(req, 'proof')]);
  logCardCheck(store, { operator: operator.key, client: clientOf(req), action, outcome: 'no_access' });
  throw new HttpError(401, 'No card access');
}
