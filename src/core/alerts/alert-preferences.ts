/**
 * The alerts a rider can receive by e-mail (the `alerts` extension: docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences),
 * in the order Account lists them. `ticket_issuance` is the base contract's `notify_ticket_issuance`.
 */
export const ALERT_KINDS = [
  'payment_failed',
  'card_blocked',
  'max_fare',
  'claim_decided',
  'concession_renewal',
  'ticket_issuance',
  'monthly_statement',
  'password_changed',
  'new_sign_in',
] as const;

export type AlertKind = (typeof ALERT_KINDS)[number];

export const isAlertKind = (value: unknown): value is AlertKind =>
  typeof value === 'string' && (ALERT_KINDS as readonly string[]).includes(value);

/** Which alerts are on, for every kind the operator answered. */
export type AlertPreferences = Readonly<Partial<Record<AlertKind, boolean>>>;

/** The operator's defaults (its answer before the rider chose): what a rider must hear of is on, the rest opt-in. */
export const DEFAULT_ALERTS: Readonly<Record<AlertKind, boolean>> = {
  payment_failed: true,
  card_blocked: true,
  max_fare: false,
  claim_decided: true,
  concession_renewal: true,
  ticket_issuance: false,
  monthly_statement: false,
  password_changed: true,
  new_sign_in: false,
};

/** The kinds of an answer in Account's order (a kind the operator did not answer is not shown). */
export const shownKinds = (preferences: AlertPreferences): readonly AlertKind[] =>
  ALERT_KINDS.filter((kind) => preferences[kind] !== undefined);
