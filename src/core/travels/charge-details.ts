/**
 * A payment's charge explained (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history): the line
 * on the rider's bank statement, when the bank was charged and how the charge went.
 */

/** The statuses the portal names; any other is shown as the operator sends it. */
export const CHARGE_STEPS = ['pending', 'charged', 'failed', 'retried', 'settled_online'] as const;

export type KnownChargeStep = (typeof CHARGE_STEPS)[number];

/** One step of a payment's status history. */
export interface ChargeStep {
  readonly status: string;
  readonly at: Date;
}

export interface ChargeDetails {
  /** The text on the rider's bank statement. */
  readonly statementDescriptor: string;
  /** The short reference the bank prints beside it. */
  readonly statementReference: string;
  /** When the bank was charged; absent for a payment not charged (failed, pending). */
  readonly chargedAt?: Date;
  /** Oldest first. */
  readonly statusHistory: readonly ChargeStep[];
}

export const isKnownChargeStep = (status: string): status is KnownChargeStep =>
  (CHARGE_STEPS as readonly string[]).includes(status);

// Hand-written, not date-fns-tz: the core imports no package (ADR 0001); the day in a zone is Intl's reading.
/** One formatter per zone, kept for the page's life (they are costly to build). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone (the device's when none is given). */
export function dayIn(instant: Date, timeZone?: string): string {
  let formatter = dayFormatters.get(timeZone ?? '');
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    });
    dayFormatters.set(timeZone ?? '', formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
