// @ts-check
/**
 * The money of a charge a case is about (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 * What a trip or a payment has been refunded or credited, by every case about it, never exceeds what was actually paid
 * for it; a charge not paid yet (a failed or pending payment) is never paid out: a case about it cancels the debt
 * instead (`refund_method` `cancelled`, the payment's amount owed lowered).
 */

/** @typedef {import('../../db/store.mjs').Store} Store */

/** The ways an approved case's money goes back: paid out (a refund line, a credit) or a debt cancelled. */
export const PAID_OUT = "('refund', 'credit')";

/**
 * The sum of the approved cases' money matching a condition on the case `cc`. @param {Store} store
 * @param {string} where @param {unknown[]} args @param {string} methods
 */
const approvedSum = (store, where, args, methods) =>
  Number(
    store.get(
      `SELECT COALESCE(SUM(cc.refund_amount), 0) AS sum FROM claim_cases cc
      WHERE cc.decision = 'approved' AND cc.refund_method IN ${methods} AND ${where}`,
      args,
    )?.sum ?? 0,
  );

/**
 * What is left of a charge to give back, and how: a trip (`ticketId`, with its payment) or a payment (`ticketId`
 * null, every case about it or its trips counted). `paid`: the charge's payment succeeded, so the money left is
 * refunded or credited; else it is owed, and a case cancels (part of) the debt.
 * @param {Store} store @param {{ ticketId: number | null, paymentId: number | null }} charge
 * @returns {{ paid: boolean, left: number }}
 */
export function chargeLeft(store, { ticketId, paymentId }) {
  const payment = store.get(
    `SELECT p.amount, p.status, (SELECT COALESCE(SUM(u.amount), 0) FROM credit_uses u WHERE u.payment_id = p.id) AS used
    FROM payments p WHERE p.id = ?`,
    [paymentId],
  );
  if (!payment) return { paid: false, left: 0 };
  const paid = payment.status === 'SUCCEEDED';
  const onPayment = approvedSum(store, 'cc.payment_id = ?', [paymentId], PAID_OUT);
  // A paid payment's charge is its amount and the credits it took (the rider's money too: a credit a case about this
  // payment left and this payment took is counted once, in onPayment). A failed or pending payment's amount is what is
  // owed (its cancelled debts taken off already).
  const paymentLeft = paid ? Number(payment.amount) + Number(payment.used) - onPayment : Number(payment.amount);
  if (ticketId === null) return { paid, left: Math.max(0, paymentLeft) };
  const ticket = store.get('SELECT amount FROM tickets WHERE id = ?', [ticketId]);
  const onTrip = approvedSum(store, 'cc.ticket_id = ?', [ticketId], "('refund', 'credit', 'cancelled')");
  const tripLeft = Number(ticket?.amount ?? 0) - onTrip;
  return { paid, left: Math.max(0, Math.min(tripLeft, paymentLeft)) };
}

/**
 * Cancels (part of) an unpaid payment's debt: its amount owed lowered, never below 0. @param {Store} store
 * @param {number} paymentId @param {number} amount
 */
export function cancelDebt(store, paymentId, amount) {
  store.run('UPDATE payments SET amount = MAX(0, amount - ?) WHERE id = ?', [amount, paymentId]);
}

/**
 * SQL for a case `cc`'s `already_refunded`: what the other cases about the same charge gave back (refunded, credited
 * or cancelled) before it was decided (or, undecided, so far). A trip's counts the cases about the trip and those about
 * its whole payment; a payment's every case about it or its trips.
 */
export const ALREADY_BACK_SQL = `(SELECT COALESCE(SUM(o.refund_amount), 0) FROM claim_cases o
  WHERE o.id <> cc.id AND o.decision = 'approved' AND o.payment_id = cc.payment_id
  AND (cc.ticket_id IS NULL OR o.ticket_id IS NULL OR o.ticket_id = cc.ticket_id)
  AND (cc.decided_at IS NULL OR o.decided_at < cc.decided_at OR (o.decided_at = cc.decided_at AND o.rowid < cc.rowid)))`;
