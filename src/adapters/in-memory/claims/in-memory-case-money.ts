import type { ClaimCase } from '../../../core/claims/claim-case';
import type { Money } from '../../../core/travels/money';
import type { InMemoryTravelLedger } from '../travels/in-memory-travel-ledger';

/**
 * The money of a charge cases are about, as the sandbox keeps it (sandbox/oms/claims/claim-money.mjs;
 * docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 */

/**
 * What is left of a charge to give back, and how: a paid charge's refunds and credits, by every case, never exceed
 * what was paid for it (a payment's amount; a trip's fare, within its payment's); an unpaid one's cases cancel its
 * debt (the payment's amount is what is owed). `cases`: every case, oldest first.
 */
export function leftOf(
  ledger: InMemoryTravelLedger,
  cases: readonly ClaimCase[],
  ticketId: string | null,
  paymentShortId: string | null,
): { paid: boolean; left: number } {
  const charged = paymentShortId ? ledger.findPayment(paymentShortId) : null;
  if (!charged) return { paid: false, left: 0 };
  const paid = charged.payment.status.kind === 'succeeded';
  const approved = cases.filter(
    (claim) => claim.paymentShortId === paymentShortId && claim.outcome?.decision === 'approved',
  );
  const given = (claims: readonly ClaimCase[], paidOutOnly: boolean) =>
    claims
      .filter((claim) => !paidOutOnly || claim.outcome?.refundMethod !== 'cancelled')
      .reduce((sum, claim) => sum + (claim.outcome?.refund.minor ?? 0), 0);
  // An unpaid payment's amount is what is owed, its cancelled debts taken off already.
  const paymentLeft = charged.payment.amount.minor - (paid ? given(approved, true) : 0);
  if (ticketId === null) return { paid, left: Math.max(0, paymentLeft) };
  const trip = ledger.findTicket(ticketId)?.ticket;
  const onTrip = given(
    approved.filter((claim) => claim.ticketId === ticketId),
    false,
  );
  return { paid, left: Math.max(0, Math.min((trip?.amount.minor ?? 0) - onTrip, paymentLeft)) };
}

/**
 * What the other cases about a case's charge gave back (refunded, credited or cancelled) before it was decided, or so
 * far: a trip's counts the cases about it and about its whole payment; a payment's every case about it or its trips.
 * `cases`: every case, oldest first.
 */
export function alreadyBack(cases: readonly ClaimCase[], claim: ClaimCase): Money {
  const order = (other: ClaimCase) => cases.findIndex((candidate) => candidate.id === other.id);
  const before = (other: ClaimCase) =>
    !claim.outcome ||
    (other.outcome !== null &&
      (other.outcome.decidedAt < claim.outcome.decidedAt ||
        (other.outcome.decidedAt.getTime() === claim.outcome.decidedAt.getTime() && order(other) < order(claim))));
  const minor = cases
    .filter(
      (other) =>
        other.id !== claim.id &&
        other.outcome?.decision === 'approved' &&
        other.paymentShortId === claim.paymentShortId &&
        (claim.ticketId === null || other.ticketId === null || other.ticketId === claim.ticketId) &&
        before(other),
    )
    .reduce((sum, other) => sum + (other.outcome?.refund.minor ?? 0), 0);
  return { minor, currency: claim.amountAtStake.currency };
}
