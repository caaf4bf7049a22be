// @ts-check
/**
 * Throttling of guesses, as a real operator's back end must do it (docs/security.md): per account
 * and per client address, after 5 failures each further failure blocks the key for an
 * exponentially growing time (1 minute, 2, 4… up to an hour), during which every attempt is
 * answered 429 with Retry-After, right or wrong. A success clears the account's key, never the
 * address's (a valid account of one's own must not reset the count of one's guesses at others).
 */
import { HttpError } from '../http/errors.mjs';

export const FREE_FAILURES = 5;
const BASE_SECONDS = 60;
const MAX_SECONDS = 60 * 60;

/** @typedef {{ failures: number, blockedUntil: number }} Entry */

/** The keys of client addresses start so (throttleKeys): a success leaves them. */
const ADDRESS = 'address:';

export class Throttle {
  /** @type {Map<string, Entry>} */
  #entries = new Map();
  #now;
  #freeFailures;
  #firstBlockSeconds;

  /**
   * @param {{ now?: () => number, freeFailures?: number, firstBlockSeconds?: number }} [options] now in
   *   milliseconds; firstBlockSeconds: the first block (a minute), doubled on each further failure up to an
   *   hour (the e2e tests make it half an hour: a wait the portal could not make up)
   */
  constructor({ now = Date.now, freeFailures = FREE_FAILURES, firstBlockSeconds = BASE_SECONDS } = {}) {
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
      const entry = this.#entries.get(key) ?? { failures: 0, blockedUntil: 0 };
      entry.failures += 1;
      const over = entry.failures - this.#freeFailures;
      if (over >= 0) entry.blockedUntil = now + Math.min(MAX_SECONDS, this.#firstBlockSeconds * 2 ** over) * 1000;
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

  /** Entries whose block ended over a day ago go, so the map does not grow without end. @param {number} now */
  #prune(now) {
    if (this.#entries.size < 10_000) return;
    for (const [key, entry] of this.#entries) if (entry.blockedUntil + 86_400_000 < now) this.#entries.delete(key);
  }
}

/**
 * The keys of one guessing target: the client's address for this kind of guess, and the account
 * (operator + e-mail) or another subject when there is one.
 * @param {import('node:http').IncomingMessage} req @param {string} kind @param {string} [subject]
 */
export function throttleKeys(req, kind, subject) {
  const address = `${ADDRESS}${kind}:${req.socket.remoteAddress ?? 'unknown'}`;
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
