// @ts-check
/** Cards, their links to accounts and the payment provider's orders, in the sandbox database. */

import crypto from 'node:crypto';

/**
 * @typedef {import('../../db/store.mjs').Store} Store
 * @typedef {{ pan_token: string, operator_key: string, token: string, par: string, truncated_pan: string, label: string,
 *   form_factor: 'CARD' | 'DEVICE', aid: string | null }} CardRow
 * @typedef {CardRow & { id: number, account_id: number, created: string, updated: string }} LinkedCardRow
 * @typedef {{ order_id: string, account_id: number | null, operator_key: string,
 *   purpose: 'card_registration' | 'settlement', amount: number, created_at: number, result: string | null,
 *   transaction_id: string | null, pan_token: string | null, notified_at: number | null, items: string | null,
 *   saved_at: number | null, card_pan_token: string | null, receipt_email: string | null,
 *   receipt_language: string | null }} OrderRow account_id null and card_pan_token set: a settlement of a card checked
 *   without an account (cardCheck), its receipt mailed to receipt_email (kept until the provider's notification)
 */

/** @param {Store} store @param {string} panToken @returns {CardRow | undefined} */
export const findCard = (store, panToken) => store.get('SELECT * FROM cards WHERE pan_token = ?', [panToken]);

/** @param {Store} store @param {number} accountId @returns {LinkedCardRow[]} */
export const cardsOfAccount = (store, accountId) =>
  store.all(
    `SELECT ac.id, ac.account_id, ac.created, ac.updated, c.* FROM account_cards ac JOIN cards c ON c.pan_token = ac.pan_token
    WHERE ac.account_id = ? ORDER BY ac.updated DESC, ac.id DESC`,
    [accountId],
  );

/** @param {Store} store @param {string} panToken @returns {{ id: number, account_id: number } | undefined} */
export const linkOf = (store, panToken) =>
  store.get('SELECT id, account_id FROM account_cards WHERE pan_token = ?', [panToken]);

/** @param {Store} store @param {number} accountId @param {string} panToken */
export function linkCard(store, accountId, panToken) {
  const now = new Date().toISOString();
  store.run('INSERT INTO account_cards (account_id, pan_token, created, updated) VALUES (?, ?, ?, ?)', [
    accountId,
    panToken,
    now,
    now,
  ]);
}

/**
 * Removes a card from its account and, with it, its trips and payments (docs/behaviour/rules.md#card-removal) — from
 * the account, never from the operator's books: they move, with the card's blocks at the gates, to a retired copy of
 * the card that no account holds, so the cases about them, their refunds and the settlements that paid them keep what
 * they point at (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract). The card itself stays
 * known (a tapped card), its credits with it. @param {Store} store @param {string} panToken
 */
export function removeCardAndTravels(store, panToken) {
  store.transaction(() => {
    const retired = `retired:${crypto.randomUUID()}`;
    store.run(
      `INSERT INTO cards (pan_token, operator_key, token, par, truncated_pan, label, form_factor, aid)
      SELECT ?, operator_key, token, par, truncated_pan, label, form_factor, aid FROM cards WHERE pan_token = ?`,
      [retired, panToken],
    );
    for (const table of ['tickets', 'payments', 'deny_list'])
      store.run(`UPDATE ${table} SET pan_token = ? WHERE pan_token = ?`, [retired, panToken]);
    store.run('DELETE FROM account_cards WHERE pan_token = ?', [panToken]);
  });
}

/**
 * @param {Store} store @param {OrderRow['purpose']} purpose
 * @param {{ orderId: string, owner: import('../settlement/orders-db.mjs').OrderOwner, operator: string, amount: number,
 *   items?: number[], receipt?: { email: string, language: string } }} order items: the payments a settlement pays;
 *   receipt: where a checked card's receipt goes
 */
export function createOrder(store, purpose, { orderId, owner, operator, amount, items, receipt }) {
  store.run(
    `INSERT INTO payment_orders (order_id, account_id, card_pan_token, operator_key, purpose, amount, created_at, items,
    receipt_email, receipt_language) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      orderId,
      'accountId' in owner ? owner.accountId : null,
      'panToken' in owner ? owner.panToken : null,
      operator,
      purpose,
      amount,
      Date.now(),
      items ? JSON.stringify(items) : null,
      receipt?.email ?? null,
      receipt?.language ?? null,
    ],
  );
}

/** The receipt's address is the order's only until the provider answers. @param {Store} store @param {string} orderId */
export const forgetReceiptAddress = (store, orderId) =>
  store.run('UPDATE payment_orders SET receipt_email = NULL WHERE order_id = ?', [orderId]);

/** @param {Store} store @param {string} orderId @returns {OrderRow | undefined} */
export const findOrder = (store, orderId) => store.get('SELECT * FROM payment_orders WHERE order_id = ?', [orderId]);

/**
 * The provider's verified notification, recorded once; answers whether this was the first.
 * @param {Store} store @param {string} orderId @param {{ result: string, transactionId: string, panToken: string | null }} outcome
 */
export function recordNotification(store, orderId, { result, transactionId, panToken }) {
  return (
    store.run(
      'UPDATE payment_orders SET result = ?, transaction_id = ?, pan_token = ?, notified_at = ? WHERE order_id = ? AND notified_at IS NULL',
      [result, transactionId, panToken, Date.now(), orderId],
    ).changes === 1
  );
}

/** Whether this account tokenised the card through a verified, successful registration. @param {Store} store @param {number} accountId @param {string} panToken */
export const tokenisedBy = (store, accountId, panToken) =>
  Boolean(
    store.get(
      `SELECT 1 AS ok FROM payment_orders WHERE account_id = ? AND pan_token = ? AND purpose = 'card_registration'
    AND result = '00' AND notified_at IS NOT NULL`,
      [accountId, panToken],
    ),
  );

/** A linked card as the product API sends it (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required). @param {LinkedCardRow} row */
export const toBankCardDto = (row) => ({
  id: row.id,
  label: row.label,
  truncated_pan: row.truncated_pan,
  alias_pan: row.pan_token,
  aid: row.aid,
  form_factors_name: row.form_factor,
  created: row.created,
  updated: row.updated,
});

/** A card as the operations lookup sends it (docs/behaviour/operator-contract.md#operations-api-calls). @param {CardRow} row */
export const toLookupCardDto = (row) => ({
  token: row.token,
  pan_token: row.pan_token,
  payment_account_reference: row.par,
  truncated_pan: row.truncated_pan,
  label: row.label,
  form_factors_name: row.form_factor,
});
