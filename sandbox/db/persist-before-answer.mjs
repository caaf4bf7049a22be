// @ts-check
/**
 * Never acknowledge before persisting: an answer to a request that changed the database is held
 * until the change is on the disk. Writes are group commits: one write at a time, off the event
 * loop; the changes made while it goes to the disk share the next one, so whole-file writes do not
 * multiply with concurrent requests. A write that fails ends its answers' connections instead of
 * acknowledging.
 */

/** @param {import('./store.mjs').Store} store */
export function persistBeforeAnswer(store) {
  /** @type {{ res: import('node:http').ServerResponse, end: () => void }[]} */
  let waiting = [];
  let writing = false;
  let scheduled = false;

  /** @param {typeof waiting} answers */
  const release = (answers) => answers.forEach(({ end }) => end());

  const drain = () => {
    scheduled = false;
    if (writing) return;
    const answers = waiting;
    waiting = [];
    // Nothing left to write: these answers' changes went out with the write that just ended.
    if (!store.dirty) return release(answers);
    writing = true;
    store
      .flushAsync()
      .then(
        () => {
          release(answers);
          return true;
        },
        (error) => {
          console.error('sandbox: could not write the database; the answers are withheld', error);
          for (const { res } of answers) res.destroy();
          return false;
        },
      )
      .then((written) => {
        writing = false;
        // Changes made meanwhile follow; after a failure, only once answers wait for them (no retry loop).
        if (waiting.length > 0 || (written && store.dirty)) drain();
      });
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  };

  /**
   * Holds `res.end` while the store has unsaved changes or a write is on its way (which may carry
   * this request's change). @param {import('node:http').ServerResponse} res
   */
  function holdAnswer(res) {
    const end = /** @type {(...args: unknown[]) => import('node:http').ServerResponse} */ (res.end.bind(res));
    res.end = /** @type {typeof res.end} */ (
      (/** @type {unknown[]} */ ...args) => {
        if (!store.dirty && !writing) return end(...args);
        waiting.push({ res, end: () => void end(...args) });
        schedule();
        return res;
      }
    );
  }

  /** Writes a change made after an answer (none is meant to be), through the same queue. */
  holdAnswer.persist = () => {
    if (store.dirty) schedule();
  };

  return holdAnswer;
}
