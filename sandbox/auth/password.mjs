// @ts-check
/** Password hashing with node's scrypt: a random salt per password, compared in constant time. */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt =
  /** @type {(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>} */ (
    promisify(crypto.scrypt)
  );
/** scrypt's work factor N for new hashes (with r = 8, p = 1): 2^14, OWASP's recommendation. */
const COST = 16384;
const LOWEST_COST = 1024;

/**
 * The work factor to hash with: 2^14, unless `asked` (TAPWAY_SANDBOX_SCRYPT_N) is a power of two from 2^10 up to it.
 * Only the sandbox's own tests ask (vite.config.ts): they log in over 400 times, and at 2^14 the hashing was 28 of
 * their 44 CPU-seconds. Nothing can raise it, and anything else is ignored. A stored hash names its own N, so a
 * database seeded at one cost is read at any.
 * @param {string | undefined} asked @returns {number}
 */
export function scryptCost(asked) {
  if (asked === undefined || !/^\d+$/.test(asked)) return COST;
  const n = Number(asked);
  return n >= LOWEST_COST && n <= COST && (n & (n - 1)) === 0 ? n : COST;
}

const PARAMS = { N: scryptCost(process.env.TAPWAY_SANDBOX_SCRYPT_N), r: 8, p: 1 };
const KEY_LENGTH = 32;

/** @param {string} password @returns {Promise<string>} `scrypt$N$r$p$salt$hash`, base64url parts */
export async function hashPassword(password) {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Whether `password` is the stored one. Without a stored hash (an unknown address, an account
 * made through a provider) the same scrypt work is done and false answered, so the time taken
 * does not tell whether an account exists.
 * @param {string} password @param {string | null | undefined} stored @returns {Promise<boolean>}
 */
export async function verifyPassword(password, stored) {
  const [scheme, N, r, p, salt = '', hash = '', ...rest] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) {
    await scrypt(password, crypto.randomBytes(16), KEY_LENGTH, PARAMS);
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
