// @ts-check
/**
 * Long reads (a year of trips or payments, the failed summaries) under load
 * (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): a read's checks
 * and the sending of an answer already built run in a turn of the cooperative jobs
 * (cooperative.mjs), never in the tick its request arrived in, so a short call read meanwhile is
 * answered first however many long reads wait; an answer not built yet is built in slices and
 * compressed off the event loop, then kept while the database does not change (answer-cache.mjs).
 */
import { AnswerCache } from './answer-cache.mjs';
import { acceptedEncodings, compressBodyAsync, sendBuiltJson } from './compression.mjs';
import { inSlices, inTurn } from './cooperative.mjs';

/**
 * What a long read sends: `key`, what its answer depends on besides the database state (the
 * checked query), and `job`, which builds the JSON of its `payload` in slices.
 * @typedef {{ key: unknown[], job: () => Iterator<unknown, string, undefined> }} LongRead
 */

/** The answers built per store (a sandbox's database), while it has not changed. @type {WeakMap<object, AnswerCache>} */
const built = new WeakMap();

/** @param {object} store */
function cacheOf(store) {
  let cache = built.get(store);
  if (!cache) built.set(store, (cache = new AnswerCache()));
  return cache;
}

/**
 * Sends `{payload: …}` for a long read: `check` (the session, the query; it may throw an
 * HttpError) runs in a turn, and the answer kept for the same read, encoding and database state is
 * sent in that turn; else it is built.
 * @param {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse,
 *   store: import('../db/store.mjs').Store }} context @param {() => LongRead} check
 */
export async function sendLongRead({ req, res, store }, check) {
  const accept = req.headers['accept-encoding'];
  const cache = cacheOf(store);
  const toBuild = await inTurn(() => {
    const { key, job } = check();
    const cacheKey = JSON.stringify([...key, acceptedEncodings(accept)[0] ?? null]);
    const answer = cache.peek(cacheKey, store.version);
    if (!answer) return { cacheKey, job };
    sendBuiltJson(res, answer);
    return undefined;
  });
  if (!toBuild) return;
  const answer = await cache.get(toBuild.cacheKey, store.version, async () =>
    compressBodyAsync(Buffer.from(`{"payload":${await inSlices(toBuild.job())}}`), accept),
  );
  sendBuiltJson(res, answer);
}

/**
 * A job of one slice, for a payload read in one go (a few rows). @param {() => string} read
 * @returns {Iterator<unknown, string, undefined>}
 */
export const oneSlice = (read) => ({ next: () => ({ done: true, value: read() }) });
