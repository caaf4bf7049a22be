import { addDays, type CalendarDay } from '../shared/calendar-day';
import { dayInZone } from '../travels/journey-days';
import type { Ticket } from '../travels/ticket';
import type { ClaimCase } from './claim-case';
import type { ClaimRules } from './claim-rules';

/** Why the portal can already tell a correction would be refused (the operator's own 409/422 answers). */
export type CorrectionRefusal = 'not_incomplete' | 'already_claimed' | 'claim_window_closed' | 'monthly_limit_reached';

/** Whether the rider may claim a trip's correction, and until when; or why not. */
export type CorrectionEligibility =
  | {
      readonly kind: 'eligible';
      /** The last day (in the operator's zone) a correction of the trip is claimed. */
      readonly deadline: CalendarDay;
      /** The corrections the rider may still claim this calendar month, this one included. */
      readonly claimsLeft: number;
    }
  | { readonly kind: 'refused'; readonly reason: CorrectionRefusal };

/** The trip's travel day in the operator's zone: the day the claim window counts from. */
export const travelDayOf = (ticket: Pick<Ticket, 'validFrom'>, rules: Pick<ClaimRules, 'timeZone'>): CalendarDay =>
  dayInZone(ticket.validFrom, rules.timeZone);

/** The last day a correction of the trip is claimed: its travel day plus the window (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported). */
export const claimDeadline = (
  ticket: Pick<Ticket, 'validFrom'>,
  rules: Pick<ClaimRules, 'timeZone' | 'claimWindowDays'>,
): CalendarDay => addDays(travelDayOf(ticket, rules), rules.claimWindowDays);

/** The corrections claimed in the calendar month of `now`, in the operator's zone (refused ones included). */
export function correctionsThisMonth(
  cases: readonly ClaimCase[],
  rules: Pick<ClaimRules, 'timeZone'>,
  now: Date,
): number {
  const month = dayInZone(now, rules.timeZone).slice(0, 7);
  return cases.filter(
    (claim) => claim.kind === 'journey_correction' && dayInZone(claim.created, rules.timeZone).slice(0, 7) === month,
  ).length;
}

/**
 * Whether a correction of the trip may be claimed at `now`, as the operator rules it: the trip is incomplete, it has no
 * correction case yet, its travel day is at most `claimWindowDays` days before today and fewer than `monthlyClaims`
 * corrections were claimed this month (days and months in the operator's zone). `cases` are the rider's cases.
 */
export function correctionEligibility(
  ticket: Pick<Ticket, 'id' | 'validFrom' | 'incomplete'>,
  rules: ClaimRules,
  cases: readonly ClaimCase[],
  now: Date,
): CorrectionEligibility {
  if (!ticket.incomplete) return { kind: 'refused', reason: 'not_incomplete' };
  const claimed = cases.some((claim) => claim.kind === 'journey_correction' && claim.ticketId === ticket.id);
  if (claimed || ticket.incomplete.corrected) return { kind: 'refused', reason: 'already_claimed' };
  const deadline = claimDeadline(ticket, rules);
  if (dayInZone(now, rules.timeZone) > deadline) return { kind: 'refused', reason: 'claim_window_closed' };
  const claimsLeft = rules.monthlyClaims - correctionsThisMonth(cases, rules, now);
  if (claimsLeft <= 0) return { kind: 'refused', reason: 'monthly_limit_reached' };
  return { kind: 'eligible', deadline, claimsLeft };
}
