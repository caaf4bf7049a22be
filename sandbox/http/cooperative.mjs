// @ts-check
/**
 * Long work in slices, so that the event loop keeps answering (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): a job is a generator
 * that yields between slices; the jobs under way take turns, for at most TURN_MS in all per turn of
 * the event loop, and the loop reads and answers other requests between turns.
 */

/** The longest stretch spent on sliced jobs before the event loop gets its turn back. */
export const TURN_MS = 8;

/** @typedef {{ step: Iterator<unknown, any, undefined>, resolve: (value: any) => void, reject: (error: unknown) => void }} Job */

/** @type {Job[]} */
const ready = [];
let scheduled = false;

function turn() {
  const start = performance.now();
  while (ready.length > 0 && performance.now() - start < TURN_MS) {
    const job = /** @type {Job} */ (ready.shift());
    try {
      const next = job.step.next();
      if (next.done) job.resolve(next.value);
      else ready.push(job);
    } catch (error) {
      job.reject(error);
    }
  }
  scheduled = ready.length > 0;
  if (scheduled) setImmediate(turn);
}

/**
 * Runs a generator to its end in slices, taking turns with the other jobs; its return value.
 * @template T @param {Iterator<unknown, T, undefined>} step @returns {Promise<T>}
 */
export function inSlices(step) {
  return new Promise((resolve, reject) => {
    ready.push({ step, resolve, reject });
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  });
}

/**
 * Runs `work` (synchronous) as a job of one slice, in a turn: never in the tick the request that
 * asked for it arrived in, so that the short calls read in that tick are answered first, and the
 * turn's bound counts it. Its return value, or what it throws.
 * @template T @param {() => T} work @returns {Promise<T>}
 */
export function inTurn(work) {
  return inSlices({ next: () => ({ done: true, value: work() }) });
}
