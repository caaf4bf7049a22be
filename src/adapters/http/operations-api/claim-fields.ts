import type { Money } from '../../../core/travels/money';
import type { IncompleteJourney } from '../../../core/travels/ticket';
import { isRecord } from '../client/answer-body';
import { id, money, text } from './travel-fields';

/**
 * Readers of the `claims` extension's fields on trips and payments
 * (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): each answers undefined when the
 * field is absent or out of shape — the trip or payment is then shown without it, with no error.
 */

/** `incomplete`, `expected_amount` and, once corrected, `corrected_amount` and `corrected_exit`. */
export function incompleteOf(dto: Record<string, unknown>, currency: unknown): IncompleteJourney | undefined {
  if (dto.incomplete !== true) return undefined;
  const expected = money(dto.expected_amount, currency);
  if (!expected) return undefined;
  const amount = money(dto.corrected_amount, currency);
  const exit = isRecord(dto.corrected_exit) ? dto.corrected_exit : null;
  const station = exit ? text(exit.station) : null;
  const line = exit ? text(exit.line, 40) : null;
  return amount && station && line !== null
    ? { expected, corrected: { amount, exit: { station, line } } }
    : { expected };
}

/** A trip's `case_id` (null or absent: none). */
export const caseIdOf = (value: unknown): string | undefined => id(value) ?? undefined;

/** A refund line's `refund: {of, case_id}`. */
export function refundOf(value: unknown): { readonly of: string | null; readonly caseId: string } | undefined {
  if (!isRecord(value)) return undefined;
  const caseId = id(value.case_id);
  const of = text(value.of, 64);
  if (!caseId || (of === null && value.of !== null)) return undefined;
  return { of, caseId };
}

/** A payment's `credits: [{case_id, amount}]` (an operator refunding as credit). */
export function creditsOf(value: unknown, currency: unknown): { caseId: string; amount: Money }[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const credits: { caseId: string; amount: Money }[] = [];
  for (const item of value) {
    const caseId = isRecord(item) ? id(item.case_id) : null;
    const amount = isRecord(item) ? money(item.amount, currency) : null;
    if (!caseId || !amount) return undefined;
    credits.push({ caseId, amount });
  }
  return credits;
}
