// @ts-check
/** A small seeded PRNG (mulberry32), so the demo world is the same at every reset. */

/** @param {number} seed @returns {() => number} numbers in [0, 1) */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @template T @param {() => number} random @param {readonly T[]} items @returns {T} */
export const pick = (random, items) => /** @type {T} */ (items[Math.floor(random() * items.length)]);
