// @ts-check
/**
 * Throttling of guesses and of mails anyone can trigger, as a real operator's back end must do it
 * (docs/security.md), so that it cannot be turned against the rider:
 * - per account (or other subject: a code, a mail's address): a few free failures, then each further
 *   one blocks the key for 1 minute, 2, 4… capped at 5 minutes: guessing is slowed to a crawl, and
 *   someone who fails on purpose from elsewhere keeps the owner out for minutes, never for an hour;
 * - per client address: a threshold far above one person's mistakes (100 failures: an office or a
 *   campus behind one address), then 1 minute doubling up to an hour;
 * - mails (kind `mail`): 3 per address typed, 20 per client address, then waits doubling from a minute.
 * - a known device of the account (sandbox/auth/device-cookie.mjs: it signed in to it before, or opened
 *   one of its mailed links) counts on a key of its own instead of the account's: failures sent from
 *   elsewhere do not block it, its own guesses and mails are limited as the account's are.
 * A blocked key answers 429 with Retry-After, right or wrong. A success clears the account's key, never
 * the address's (a valid account of one's own must not reset the count of one's guesses at others).
 * Counts leak away (a leaky bucket): a key loses its policy's `free` failures every `forgetSeconds`, so
 * mistakes spread over time never add up to a block (a campus whose riders mistype all day long) and a
 * quiet key is soon back to none.
 */
import { HttpError } from '../http/errors.mjs';

/**
 * @typedef {{ free: number, baseSeconds: number, maxSeconds: number, forgetSeconds: number }} Policy
 *   free: failures before the first block; the block then doubles from baseSeconds up to maxSeconds;
 *   forgetSeconds: the time in which `free` failures leak away
 */

/** @type {Policy} */
export const ACCOUNT_POLICY = { free: 5, baseSeconds: 60, maxSeconds: 5 * 60, forgetSeconds: 60 * 60 };
/** @type {Policy} */
export const ADDRESS_POLICY = { free: 100, baseSeconds: 60, maxSeconds: 60 * 60, forgetSeconds: 60 * 60 };
/** @type {Policy} */
export const MAIL_ACCOUNT_POLICY = { free: 3, baseSeconds: 60, maxSeconds: 15 * 60, forgetSeconds: 60 * 60 };
/** @type {Policy} */
export const MAIL_ADDRESS_POLICY = { free: 20, baseSeconds: 60, maxSeconds: 60 * 60, forgetSeconds: 60 * 60 };

/** Proofs of a concession (sandbox/oms/concessions/): 10 per account in 10 minutes, each start counting. @type {Policy} */
export const PROOF_POLICY = { free: 10, baseSeconds: 10 * 60, maxSeconds: 10 * 60, forgetSeconds: 10 * 60 };
/** A card's reads of the account-free path (cardCheck): a rider's page loads, far from a crawl of its history. */
/** @type {Policy} */
export const CARD_READ_POLICY = { free: 60, baseSeconds: 60, maxSeconds: 15 * 60, forgetSeconds: 15 * 60 };

/** @typedef {{ failures: number, blockedUntil: number, lastFailure: number }} Entry */

/** The keys of client addresses start so (throttleKeys): a success leaves them. */
const ADDRESS = 'address:';
const MAIL = 'mail:';
/** The keys of an account's own device: `login-device:…` has the account's policy, `mail-device:…` the mails'. */
const MAIL_DEVICE = 'mail-device:';
/** The keys of an account's concession proofs (`proof:{operator}:{account id}`). */
export const PROOF = 'proof:';

/** The policy of a key, from its shape (throttleKeys). @param {string} key @returns {Policy} */
export function policyOf(key) {
  if (key.startsWith(PROOF)) return PROOF_POLICY;
  if (key.startsWith('card-read:')) return CARD_READ_POLICY;
  if (key.startsWith(ADDRESS)) return key.startsWith(ADDRESS + MAIL) ? MAIL_ADDRESS_POLICY : ADDRESS_POLICY;
  return key.startsWith(MAIL) || key.startsWith(MAIL_DEVICE) ? MAIL_ACCOUNT_POLICY : ACCOUNT_POLICY;
}

export class Throttle {
  /** @type {Map<string, Entry>} */
  #entries = new Map();
  #now;
  #freeFailures;
  #firstBlockSeconds;

  /**
   * @param {{ now?: () => number, freeFailures?: number, firstBlockSeconds?: number }} [options] now in
   *   milliseconds; freeFailures replaces every policy's `free` (a benchmark that must not be throttled);
   *   firstBlockSeconds replaces every policy's first block, still capped by its maximum (the e2e tests
   *   make it 3 minutes: a wait the portal's default minute could not pass for)
   */
  constructor({ now = Date.now, freeFailures, firstBlockSeconds } = {}) {
    this.#now = now;
    this.#freeFailures = freeFailures;
    this.#firstBlockSeconds = firstBlockSeconds;
  }

  /**
   * The seconds to wait before any of the keys may try again, or 0 when none is blocked.
   * @param {readonly string[]} keys
   */
  retryAfter(keys) {
    const now = this.#now();
    const until = Math.max(0, ...keys.map((key) => this.#entries.get(key)?.blockedUntil ?? 0));
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Records a failure on every key; answers the seconds the caller must now wait (0 if none). @param {readonly string[]} keys */
  fail(keys) {
    const now = this.#now();
    this.#prune(now);
    for (const key of keys) {
      const policy = policyOf(key);
      const free = this.#freeFailures ?? policy.free;
      const entry = this.#entries.get(key) ?? { failures: 0, blockedUntil: 0, lastFailure: now };
      const leaked = ((now - entry.lastFailure) / 1000 / policy.forgetSeconds) * policy.free;
      entry.failures = Math.max(0, entry.failures - leaked) + 1;
      entry.lastFailure = now;
      // A failure partly leaked away still counts whole: the block starts no later than without the leak.
      const over = Math.ceil(entry.failures) - free;
      if (over >= 0) {
        const base = this.#firstBlockSeconds ?? policy.baseSeconds;
        const seconds = Math.min(policy.maxSeconds, base * 2 ** Math.min(over, 20));
        entry.blockedUntil = now + seconds * 1000;
      }
      this.#entries.set(key, entry);
    }
    return this.retryAfter(keys);
  }

  /** A success: forgets the failures of these keys' accounts or subjects (not their addresses'). @param {readonly string[]} keys */
  succeed(keys) {
    for (const key of keys) if (!key.startsWith(ADDRESS)) this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
  }

  /** Entries quiet for over a day go, so the map does not grow without end. @param {number} now */
  #prune(now) {
    if (this.#entries.size < 10_000) return;
    for (const [key, entry] of this.#entries) {
      if (Math.max(entry.blockedUntil, entry.lastFailure) + 86_400_000 < now) this.#entries.delete(key);
    }
  }
}

/**
 * The keys of one guessing target: the client's address for this kind of guess, and the account
 * (operator + e-mail) or another subject when there is one — or, from one of the account's own devices
 * (Sessions.ownDevice), that device instead of the account: others' failures on the account do not reach it.
 * @param {import('node:http').IncomingMessage} req @param {string} kind @param {string} [subject]
 * @param {string} [device]
 */
export function throttleKeys(req, kind, subject, device) {
  const address = `${ADDRESS}${kind}:${req.socket.remoteAddress ?? 'unknown'}`;
  if (device) return [`${kind}-device:${device}`, address];
  return subject ? [`${kind}:${subject.toLowerCase()}`, address] : [address];
}

/** The 429 answer: `{error:"Too many attempts"}` with Retry-After in seconds; pages that answer HTML catch it. */
export class TooManyAttempts extends HttpError {
  /** @param {number} seconds */
  constructor(seconds) {
    super(429, 'Too many attempts', { 'Retry-After': String(seconds) });
    this.retryAfterSeconds = seconds;
  }
}

/** The whole minutes of a wait, at least 1, for "try again in N min.". @param {number} seconds */
export const waitMinutes = (seconds) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Counts one mail that anyone can trigger (a forgotten password, a confirmation sent again, a deletion
 * code) against the address it goes to and the client's address: 429 once either had its share. The
 * subject is the address as typed, known or not: the answer does not tell whether an account exists.
 * From the account's own device (signed in, or it opened a mailed link) the device's count replaces the
 * address's: three requests from others do not stop the rider's own.
 * @param {Throttle} throttle @param {import('node:http').IncomingMessage} req @param {string} subject
 * @param {string} [device] Sessions.ownDevice
 */
export function countMail(throttle, req, subject, device) {
  const keys = throttleKeys(req, 'mail', subject, device);
  const wait = throttle.retryAfter(keys);
  if (wait > 0) throw new TooManyAttempts(wait);
  throttle.fail(keys);
}

/**
 * Runs one guess under the throttle: a blocked key throws TooManyAttempts at once (right or
 * wrong); an answer `failed` tells is recorded, any other is a success.
 * @template T
 * @param {Throttle} throttle @param {readonly string[]} keys
 * @param {() => Promise<T> | T} attempt @param {(answer: T) => boolean} failed
 * @returns {Promise<T>}
 */
export async function guarded(throttle, keys, attempt, failed) {
  const wait = throttle.retryAfter(keys);
  if (wait > 0) throw new TooManyAttempts(wait);
  const answer = await attempt();
  if (failed(answer)) throttle.fail(keys);
  else throttle.succeed(keys);
  return answer;
}
