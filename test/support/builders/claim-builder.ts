import type { ClaimCase } from '../../../src/core/claims/claim-case';
import type { ClaimRules } from '../../../src/core/claims/claim-rules';
import type { Ticket } from '../../../src/core/travels/ticket';
import { VISA_4111 } from './travel-builder';

const eur = (minor: number) => ({ minor, currency: 'EUR' });

/** The metro's claim rules (as the sandbox's): €5 maximum fare, 56 days to claim, 3 corrections a month, Rome's days. */
export const CLAIM_RULES: ClaimRules = {
  maxFare: eur(500),
  maxJourneyMinutes: 120,
  claimWindowDays: 56,
  monthlyClaims: 3,
  refundMethod: 'refund',
  timeZone: 'Europe/Rome',
  stations: [
    { station: 'Termini', line: 'A' },
    { station: 'Colosseo', line: 'B' },
    { station: 'Piramide', line: 'B' },
    { station: 'Flaminio', line: 'A' },
  ],
};

/** A trip from `from` to `to` (null: never tapped out, an incomplete trip charged €5, €1.50 expected). */
export function aTicket(at: Date | string, from = 'Termini', to: string | null = 'Colosseo', id = 'T1'): Ticket {
  const validFrom = new Date(at);
  return {
    id,
    fare: 'Corsa singola',
    card: VISA_4111,
    amount: eur(to === null ? 500 : 150),
    firstTap: [['station', from]],
    lastTap: to === null ? null : [['station', to]],
    validFrom,
    validTo: new Date(validFrom.getTime() + 120 * 60_000),
    ...(to === null ? { incomplete: { expected: eur(150) } } : {}),
  };
}

/** A case (a submitted correction of trip T1 unless changed). */
export function aCase(change: Partial<ClaimCase> = {}): ClaimCase {
  const created = change.created ?? new Date('2026-11-20T08:12:00.000Z');
  return {
    id: 'C-00000001',
    kind: 'journey_correction',
    status: 'submitted',
    created,
    updated: created,
    ticketId: 'T1',
    paymentShortId: 'P00000001',
    amountAtStake: eur(350),
    alreadyRefunded: eur(0),
    exitStation: 'Colosseo',
    text: null,
    outcome: null,
    history: [{ status: 'submitted', at: created }],
    ...change,
  };
}
