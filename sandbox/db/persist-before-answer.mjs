// @ts-check
/**
 * Never acknowledge before persisting: an answer to a request that changed the database is held
 * until the change is on the disk. The answers of one tick share one write (whole-file writes grow
 * with the database), and a write that fails ends their connections instead of acknowledging.
 */

/** @param {import('./store.mjs').Store} store */
export function persistBeforeAnswer(store) {
  /** @type {{ res: import('node:http').ServerResponse, end: () => void }[]} */
  const waiting = [];
  let scheduled = false;

  const drain = () => {
    scheduled = false;
    const answers = waiting.splice(0);
    try {
      store.flush();
    } catch (error) {
      console.error('sandbox: could not write the database; the answers are withheld', error);
      for (const { res } of answers) res.destroy();
      return;
    }
    for (const { end } of answers) end();
  };

  /** Holds `res.end` while the store has unsaved changes. @param {import('node:http').ServerResponse} res */
  return function holdAnswer(res) {
    const end = /** @type {(...args: unknown[]) => import('node:http').ServerResponse} */ (res.end.bind(res));
    res.end = /** @type {typeof res.end} */ ((/** @type {unknown[]} */ ...args) => {
      if (!store.dirty) return end(...args);
      waiting.push({ res, end: () => void end(...args) });
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
      return res;
    });
  };
}
