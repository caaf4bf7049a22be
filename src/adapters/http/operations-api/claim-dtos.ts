import {
  REPORT_KINDS,
  type CaseKind,
  type CaseOutcome,
  type CasePayment,
  type CaseTrip,
  type CaseStatus,
  type ClaimCase,
  type PayBack,
  type RefundMethod,
} from '../../../core/claims/claim-case';
import type { ClaimRules, Station } from '../../../core/claims/claim-rules';
import type { CaseRefusal } from '../../../core/claims/claims';
import { isRecord } from '../client/answer-body';
import { id, instant, isTimeZone, money, text } from './travel-fields';

/** Readers of the `claims` extension's answers (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): null for anything out of shape. */

const CASE_KINDS: readonly CaseKind[] = ['journey_correction', ...REPORT_KINDS];
const CASE_STATUSES: readonly CaseStatus[] = ['submitted', 'in_review', 'approved', 'refused'];
const REFUND_METHODS: readonly RefundMethod[] = ['refund', 'credit'];
const PAY_BACKS: readonly PayBack[] = [...REFUND_METHODS, 'cancelled'];

const oneOf = <T extends string>(value: unknown, values: readonly T[]): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;

const count = (value: unknown, min = 0): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : null;

const station = (value: unknown): Station | null => {
  if (!isRecord(value)) return null;
  const name = text(value.station);
  const line = text(value.line, 40);
  return name && line !== null ? { station: name, line } : null;
};

/** `{payload:{currency, max_fare, max_journey_minutes, claim_window_days, monthly_claims, refund_method, time_zone, stations}}`; null when it is not one. */
export function toClaimRules(body: unknown): ClaimRules | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload || !Array.isArray(payload.stations)) return null;
  const maxFare = money(payload.max_fare, payload.currency);
  const maxJourneyMinutes = count(payload.max_journey_minutes, 1);
  const claimWindowDays = count(payload.claim_window_days);
  const monthlyClaims = count(payload.monthly_claims);
  const refundMethod = oneOf(payload.refund_method, REFUND_METHODS);
  const timeZone = text(payload.time_zone, 64);
  const stations = payload.stations.map(station);
  if (
    !maxFare ||
    maxJourneyMinutes === null ||
    claimWindowDays === null ||
    monthlyClaims === null ||
    !refundMethod ||
    !isTimeZone(timeZone) ||
    stations.some((read) => read === null)
  )
    return null;
  return {
    maxFare,
    maxJourneyMinutes,
    claimWindowDays,
    monthlyClaims,
    refundMethod,
    timeZone,
    stations: stations as Station[],
  };
}

const optional = <T>(value: unknown, read: (value: unknown) => T | null): T | null | undefined =>
  value === null || value === undefined ? null : (read(value) ?? undefined);

function outcome(value: unknown, currency: unknown): CaseOutcome | null | undefined {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return undefined;
  const decision = oneOf(value.decision, ['approved', 'refused'] as const);
  const reason = optional(value.reason, (reason) => text(reason, 1000));
  const refund = money(value.refund_amount, currency);
  const refundMethod = optional(value.refund_method, (method) => oneOf(method, PAY_BACKS));
  const refundShortId = optional(value.refund_short_id, (shortId) => text(shortId, 64));
  const decidedAt = instant(value.decided_at);
  if (!decision || reason === undefined || !refund || refundMethod === undefined || refundShortId === undefined)
    return undefined;
  if (!decidedAt) return undefined;
  return { decision, reason, refund, refundMethod, refundShortId, decidedAt };
}

/** A case's `trip` (an addition to the case): `{entered_at, from, to, time_zone}`; absent, or out of shape: none. */
function caseTrip(value: unknown): CaseTrip | null {
  if (!isRecord(value)) return null;
  const enteredAt = instant(value.entered_at);
  const from = text(value.from);
  const to = optional(value.to, text);
  const timeZone = text(value.time_zone, 64);
  if (!enteredAt || !from || to === undefined || !isTimeZone(timeZone)) return null;
  return { enteredAt, from, to, timeZone };
}

/** A case's `payment` (an addition to the case): `{created, amount, currency}`; absent, or out of shape: none. */
function casePayment(value: unknown): CasePayment | null {
  if (!isRecord(value)) return null;
  const created = instant(value.created);
  const amount = money(value.amount, value.currency);
  return created && amount ? { created, amount } : null;
}

function history(value: unknown): ClaimCase['history'] | null {
  if (!Array.isArray(value)) return null;
  const steps: { status: CaseStatus; at: Date }[] = [];
  for (const step of value) {
    const status = isRecord(step) ? oneOf(step.status, CASE_STATUSES) : null;
    const at = isRecord(step) ? instant(step.at) : null;
    if (!status || !at) return null;
    steps.push({ status, at });
  }
  return steps;
}

/** A case as the operator answers it; null when it is out of shape. */
export function toClaimCase(value: unknown): ClaimCase | null {
  if (!isRecord(value)) return null;
  const caseId = text(value.id, 64);
  const kind = oneOf(value.kind, CASE_KINDS);
  const status = oneOf(value.status, CASE_STATUSES);
  const created = instant(value.created);
  const updated = instant(value.updated);
  const ticketId = optional(value.ticket_id, id);
  const paymentShortId = optional(value.payment_short_id, (shortId) => text(shortId, 64));
  const amountAtStake = money(value.amount_at_stake, value.currency);
  // An operator that does not say what was already refunded: nothing, as far as the portal knows.
  const alreadyRefunded = money(value.already_refunded ?? 0, value.currency);
  const exitStation = optional(value.exit_station, (exit) => text(exit));
  const said = optional(value.text, (words) => text(words, 500));
  const decided = outcome(value.outcome, value.currency);
  const steps = history(value.history);
  // What the trips and payments lists would name: the portal falls back to the references without it.
  const trip = caseTrip(value.trip);
  const payment = casePayment(value.payment);
  if (!caseId || !kind || !status || !created || !updated || !amountAtStake || !alreadyRefunded || !steps) return null;
  if (ticketId === undefined || paymentShortId === undefined || exitStation === undefined || said === undefined)
    return null;
  if (decided === undefined) return null;
  return {
    id: caseId,
    kind,
    status,
    created,
    updated,
    ticketId,
    paymentShortId,
    amountAtStake,
    alreadyRefunded,
    ...(trip ? { trip } : {}),
    ...(payment ? { payment } : {}),
    exitStation,
    text: said,
    outcome: decided,
    history: steps,
  };
}

/** `{payload: case}`; null when it is not one. */
export const toClaimCaseAnswer = (body: unknown): ClaimCase | null =>
  isRecord(body) ? toClaimCase(body.payload) : null;

const REFUSALS: readonly CaseRefusal[] = [
  'unknown_station',
  'not_incomplete',
  'claim_window_closed',
  'monthly_limit_reached',
  'already_claimed',
  'already_reported',
  'text_required',
  'text_too_long',
];

/** A refusal's `{error, code}` under its status (400, 409, 422); null for a code the portal does not know there. */
export function toCaseRefusal(body: unknown): CaseRefusal | null {
  return isRecord(body) ? oneOf(body.code, REFUSALS) : null;
}
