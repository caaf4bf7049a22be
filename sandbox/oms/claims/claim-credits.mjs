// @ts-check
/**
 * Credits (claims, an operator whose `refundMethod` is `credit`): an approved claim leaves its refund on the card, taken
 * off the card's next payment — the payment a trip is charged to after the decision — never below 0; what a payment
 * cannot take waits for the next one (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 */

/** @typedef {import('../../db/store.mjs').Store} Store */

/**
 * Leaves an approved claim's refund on a card. @param {Store} store
 * @param {{ caseId: string, operator: string, panToken: string, amount: number, at: string }} credit
 */
export function addCredit(store, { caseId, operator, panToken, amount, at }) {
  store.run('INSERT INTO claim_credits (case_id, operator_key, pan_token, amount, created) VALUES (?, ?, ?, ?, ?)', [
    caseId,
    operator,
    panToken,
    amount,
    at,
  ]);
}

/**
 * Sets a payment's amount after a trip was charged to it: its trips' charges, less its debts cancelled by cases and the card's credits it takes (the
 * oldest first, as much of each as is left and the payment can take). @param {Store} store @param {number} paymentId
 */
export function chargeNetOfCredits(store, paymentId) {
  const payment = store.get(
    `SELECT p.id, p.pan_token, p.operator_key, (SELECT COALESCE(SUM(t.amount), 0) FROM tickets t WHERE t.payment_id = p.id) AS gross,
    (SELECT COALESCE(SUM(u.amount), 0) FROM credit_uses u WHERE u.payment_id = p.id) AS used,
    (SELECT COALESCE(SUM(cc.refund_amount), 0) FROM claim_cases cc WHERE cc.payment_id = p.id AND cc.decision = 'approved'
      AND cc.refund_method = 'cancelled') AS cancelled FROM payments p WHERE p.id = ?`,
    [paymentId],
  );
  // A debt the operator cancelled (a case about the payment while unpaid) stays cancelled.
  let room = Number(payment.gross) - Number(payment.cancelled) - Number(payment.used);
  const open = /** @type {{ case_id: string, left: number }[]} */ (
    store.all(
      `SELECT c.case_id, c.amount - COALESCE((SELECT SUM(u.amount) FROM credit_uses u WHERE u.case_id = c.case_id), 0) AS left
      FROM claim_credits c WHERE c.pan_token = ? AND c.operator_key = ? ORDER BY c.created, c.case_id`,
      [payment.pan_token, payment.operator_key],
    )
  );
  for (const credit of open) {
    const take = Math.min(room, credit.left);
    if (take <= 0) continue;
    store.run(
      `INSERT INTO credit_uses (case_id, payment_id, amount) VALUES (?, ?, ?)
      ON CONFLICT (case_id, payment_id) DO UPDATE SET amount = amount + excluded.amount`,
      [credit.case_id, paymentId, take],
    );
    room -= take;
  }
  store.run('UPDATE payments SET amount = ? WHERE id = ?', [Math.max(0, room), paymentId]);
}

/** The credits a payment took, for its answer: `[{case_id, amount}]`. @param {Store} store @param {number} paymentId */
export const creditsOf = (store, paymentId) =>
  /** @type {{ case_id: string, amount: number }[]} */ (
    store.all('SELECT case_id, amount FROM credit_uses WHERE payment_id = ? ORDER BY case_id', [paymentId])
  );

/** The same, in SQL: a `credits` key for a payment `p` that took any, merged into its object with json_patch. */
export const CREDITS_PATCH_SQL = `COALESCE((SELECT json_object('credits', json_group_array(json_object('case_id', u.case_id, 'amount', u.amount)))
  FROM (SELECT case_id, amount FROM credit_uses WHERE payment_id = p.id ORDER BY case_id) u HAVING COUNT(*) > 0), '{}')`;
