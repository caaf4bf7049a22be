// @ts-check
/**
 * Built answers kept while the database has not changed (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): the same list asked again
 * (a rider coming back to the year, many tabs) is sent without being read and compressed again,
 * and identical requests under way share one build. An answer is keyed by what it depends on
 * (the checked query and the encoding) and the store's change count; any change through the Store
 * makes the earlier answers stale. Bounded in bytes, least recently used first out.
 */

/** @typedef {{ body: Buffer, encoding?: import('./compression.mjs').Encoding }} BuiltAnswer */

export class AnswerCache {
  /** @param {number} [maxBytes] */
  constructor(maxBytes = 32_000_000) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { version: number, answer: Promise<BuiltAnswer>, size: number, built?: BuiltAnswer }>} */
    this.entries = new Map();
  }

  /**
   * The answer for `key` at the store's change count `version` if it is built (not under way), at once.
   * @param {string} key @param {number} version @returns {BuiltAnswer | undefined}
   */
  peek(key, version) {
    const kept = this.entries.get(key);
    if (!kept?.built || kept.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept.built;
  }

  /**
   * The answer for `key` at the store's change count `version`, built by `build` when there is none.
   * @param {string} key @param {number} version @param {() => Promise<BuiltAnswer>} build @returns {Promise<BuiltAnswer>}
   */
  get(key, version, build) {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.answer;
    }
    this.#drop(key);
    /** @type {{ version: number, answer: Promise<BuiltAnswer>, size: number, built?: BuiltAnswer }} */
    const entry = { version, answer: build(), size: 0 };
    this.entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        if (this.entries.get(key) !== entry) return;
        entry.built = answer;
        entry.size = answer.body.length;
        this.bytes += entry.size;
        this.#trim();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  /** @param {string} key */
  #drop(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.size;
    this.entries.delete(key);
  }

  #trim() {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.#drop(key);
    }
  }
}
