// @ts-check
/**
 * The cardStatus extension (docs/contracts.md#cardstatus-a-cards-state-at-the-gates): the operator retries a failed
 * payment once, its `retryAfterDays` after it failed; a payment still FAILED once its retry time has passed failed
 * again, and its card goes on the deny list from that time: the gates refuse it until the debt is paid. Settling
 * online lifts the block and records when. The retry history is read from the payments (no scheduler: a retry
 * whose time has come is recorded the next time the tap world is read), the deny list is kept in `deny_list`.
 */

/** @typedef {import('../../db/store.mjs').Store} Store */
/**
 * @typedef {{ id: number, pan_token: string, operator_key: string, payment_id: number, denied_at: string,
 *   lifted_at: string | null, lifted_by: string | null }} DenyRow
 */

/** Each operator's retry rule: one retry, so many days after the failure. */
export const RETRY_RULES = Object.freeze({ metro: { retryAfterDays: 10 }, enterprise: { retryAfterDays: 3 } });

/** The refusal the gates show and the API answers (403 `card_denied`). */
export const DENIED_MESSAGE = 'Card refused — unpaid fares, pay online';

/** Days after its failure a payment of the operator is retried. @param {string} operator */
export const retryAfterDays = (operator) =>
  /** @type {Record<string, { retryAfterDays: number }>} */ (RETRY_RULES)[operator]?.retryAfterDays ?? 7;

/** When a failed payment (failed at `updated`) is retried. @param {string} operator @param {string} failedAt */
export const retryAtOf = (operator, failedAt) =>
  new Date(new Date(failedAt).getTime() + retryAfterDays(operator) * 86_400_000).toISOString();

/**
 * When a failed payment is retried: when the operator brought its retry forward, else `retryAfterDays` after it failed.
 * @param {{ operator_key: string, updated: string, retry_at: string | null }} payment
 */
export const retryOf = (payment) => payment.retry_at ?? retryAtOf(payment.operator_key, payment.updated);

/** The brought-forward retry of a payment `p`, as a column `retry_at`. */
export const RETRY_AT_COLUMN = '(SELECT r.retry_at FROM payment_retries r WHERE r.payment_id = p.id) AS retry_at';

/**
 * Puts on the deny list every card with a payment whose retry time has passed while it is still FAILED (its retry
 * failed too), dated from that retry; a payment blocks its card once (a block lifted by hand stays lifted until
 * another payment's retry fails). Answers the rows added (the blocks the rider is to hear of).
 * @param {Store} store @param {Date} now @returns {DenyRow[]}
 */
export function updateDenyList(store, now) {
  const failed =
    /** @type {{ id: number, pan_token: string, operator_key: string, updated: string, retry_at: string | null }[]} */ (
      store.all(
        `SELECT p.id, p.pan_token, p.operator_key, p.updated, ${RETRY_AT_COLUMN} FROM payments p WHERE p.status = 'FAILED'
      AND NOT EXISTS (SELECT 1 FROM deny_list d WHERE d.pan_token = p.pan_token AND d.lifted_at IS NULL)
      AND NOT EXISTS (SELECT 1 FROM deny_list d WHERE d.payment_id = p.id)
      ORDER BY p.updated, p.id`,
      )
    );
  /** @type {DenyRow[]} */
  const added = [];
  const blocked = new Set();
  for (const payment of failed) {
    const retryAt = retryOf(payment);
    if (blocked.has(payment.pan_token) || retryAt > now.toISOString()) continue;
    blocked.add(payment.pan_token);
    const { lastId } = store.run(
      'INSERT INTO deny_list (pan_token, operator_key, payment_id, denied_at) VALUES (?, ?, ?, ?)',
      [payment.pan_token, payment.operator_key, payment.id, retryAt],
    );
    added.push(/** @type {DenyRow} */ (store.get('SELECT * FROM deny_list WHERE id = ?', [Number(lastId)])));
  }
  return added;
}

/** The block in force on a card at an instant, if any. @param {Store} store @param {string} panToken @param {Date} at */
export const denialAt = (store, panToken, at) =>
  /** @type {DenyRow | undefined} */ (
    store.get(
      `SELECT * FROM deny_list WHERE pan_token = ? AND denied_at <= ? AND (lifted_at IS NULL OR lifted_at > ?)
      ORDER BY denied_at DESC LIMIT 1`,
      [panToken, at.toISOString(), at.toISOString()],
    )
  );

/**
 * Lifts the open blocks of cards that owe nothing any more (a settlement paid their failed payments), at `now`, by
 * the settlement's reference; answers the rows lifted.
 * @param {Store} store @param {Date} now @param {string} by @returns {DenyRow[]}
 */
export function liftPaidBlocks(store, now, by) {
  const open = /** @type {DenyRow[]} */ (
    store.all(
      `SELECT * FROM deny_list d WHERE d.lifted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.pan_token = d.pan_token AND p.status = 'FAILED')`,
    )
  );
  for (const row of open)
    store.run('UPDATE deny_list SET lifted_at = ?, lifted_by = ? WHERE id = ?', [now.toISOString(), by, row.id]);
  return open.map((row) => ({ ...row, lifted_at: now.toISOString(), lifted_by: by }));
}

/**
 * The operator's retry of a card's failed payments, run now (a tester's stand-in for its schedule): every FAILED
 * payment of the card not retried yet is due now, and its retry fails as every sandbox retry does (it stays FAILED),
 * so the card goes on the deny list from now (unless a block is open already). Answers how many were retried.
 * @param {Store} store @param {string} panToken @param {Date} now
 */
export function retryFailedNow(store, panToken, now) {
  const waiting = /** @type {{ id: number, operator_key: string, updated: string, retry_at: string | null }[]} */ (
    store.all(
      `SELECT p.id, p.operator_key, p.updated, ${RETRY_AT_COLUMN} FROM payments p
        WHERE p.pan_token = ? AND p.status = 'FAILED' AND NOT EXISTS (SELECT 1 FROM deny_list d WHERE d.payment_id = p.id)`,
      [panToken],
    )
  ).filter((payment) => retryOf(payment) > now.toISOString());
  for (const payment of waiting)
    store.run(
      `INSERT INTO payment_retries (payment_id, retry_at) VALUES (?, ?)
      ON CONFLICT (payment_id) DO UPDATE SET retry_at = excluded.retry_at`,
      [payment.id, now.toISOString()],
    );
  updateDenyList(store, now);
  return waiting.length;
}
