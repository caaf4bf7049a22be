// @ts-check
/**
 * The rider's alert preferences (the `alerts` extension: docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences):
 * which mails the operator sends on which event. `ticket_issuance` is the base contract's `notify_ticket_issuance`
 * (kept on the account); the others are rows of `alert_preferences`, their defaults below when the rider never chose.
 */
import { HttpError } from '../http/errors.mjs';

/** Every alert a rider can choose, with its default: what a rider must hear of (money, a blocked card, a decision, security) is on. */
export const ALERT_DEFAULTS = Object.freeze({
  ticket_issuance: false,
  payment_failed: true,
  card_blocked: true,
  max_fare: false,
  claim_decided: true,
  password_changed: true,
  new_sign_in: false,
  monthly_statement: false,
  // A concession's renewal opening and its running out (sandbox/oms/concessions/concession-alerts.mjs): on, as it is money.
  concession_renewal: true,
});

/** @typedef {keyof typeof ALERT_DEFAULTS} AlertKind */

export const ALERT_KINDS = /** @type {AlertKind[]} */ (Object.keys(ALERT_DEFAULTS));

/** @param {unknown} kind @returns {kind is AlertKind} */
export const isAlertKind = (kind) => typeof kind === 'string' && Object.hasOwn(ALERT_DEFAULTS, kind);

/**
 * The account's preferences, every kind answered. @param {import('../db/store.mjs').Store} store @param {number} accountId
 * @returns {Record<AlertKind, boolean>}
 */
export function preferencesOf(store, accountId) {
  const rows = /** @type {{ kind: string, enabled: number }[]} */ (
    store.all('SELECT kind, enabled FROM alert_preferences WHERE account_id = ?', [accountId])
  );
  const account = store.get('SELECT notify_ticket_issuance FROM accounts WHERE id = ?', [accountId]);
  const chosen = Object.fromEntries(rows.map((row) => [row.kind, row.enabled === 1]));
  return /** @type {Record<AlertKind, boolean>} */ (
    Object.fromEntries(
      ALERT_KINDS.map((kind) => [
        kind,
        kind === 'ticket_issuance' ? account?.notify_ticket_issuance === 1 : (chosen[kind] ?? ALERT_DEFAULTS[kind]),
      ]),
    )
  );
}

/** Whether the account wants an alert. @param {import('../db/store.mjs').Store} store @param {number} accountId @param {AlertKind} kind */
export const wants = (store, accountId, kind) => preferencesOf(store, accountId)[kind];

/** Sets some of the account's preferences. @param {import('../db/store.mjs').Store} store @param {number} accountId @param {Partial<Record<AlertKind, boolean>>} change */
export function setPreferences(store, accountId, change) {
  const now = new Date().toISOString();
  for (const [kind, enabled] of Object.entries(change)) {
    if (kind === 'ticket_issuance')
      store.run('UPDATE accounts SET notify_ticket_issuance = ? WHERE id = ?', [enabled ? 1 : 0, accountId]);
    else
      store.run(
        `INSERT INTO alert_preferences (account_id, kind, enabled, updated) VALUES (?, ?, ?, ?)
        ON CONFLICT (account_id, kind) DO UPDATE SET enabled = excluded.enabled, updated = excluded.updated`,
        [accountId, kind, enabled ? 1 : 0, now],
      );
  }
}

/** The standard validation answer (sandbox/api/schemas.mjs), for `field`. @param {string} field */
const invalidField = (field) => new HttpError(400, 'Invalid field', {}, { field });

/**
 * The preferences a body names (`alerts: {kind: boolean}`; its shape checked before, sandbox/api/schemas.mjs), or 400
 * `{error:"Invalid field", field}` when it names none (left out, or null). @param {unknown} alerts
 */
export function readPreferences(alerts) {
  if (typeof alerts !== 'object' || alerts === null || Array.isArray(alerts)) throw invalidField('alerts');
  /** @type {Partial<Record<AlertKind, boolean>>} */
  const change = {};
  for (const [kind, enabled] of Object.entries(alerts)) {
    if (!isAlertKind(kind) || typeof enabled !== 'boolean') throw invalidField(`alerts.${kind}`);
    change[kind] = enabled;
  }
  return change;
}
