import type { LedgerTrip } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import type { TravelCard } from '../../../src/core/travels/travel-card';

/** Giulia's VISA debit as the operations API names it, with its token. */
export const VISA_4111: TravelCard & { token: string } = {
  label: 'VISA Debit',
  scheme: 'visa',
  truncatedPan: '411111******1111',
  formFactor: 'card',
  token: 'tok-4111',
};
export const MASTERCARD_4444: TravelCard & { token: string } = {
  label: 'MASTERCARD',
  scheme: 'mastercard',
  truncatedPan: '555555******4444',
  formFactor: 'device',
  token: 'tok-4444',
};

/** A trip at the gates: Termini → Colosseo, €1.50, 40 minutes after `at` valid for 100 minutes (overridable). */
export function aTrip(at: string, change: Partial<LedgerTrip> = {}): LedgerTrip {
  const validFrom = new Date(at);
  return {
    fare: 'Corsa singola',
    amount: { minor: 150, currency: 'EUR' },
    firstTap: [
      ['station', 'Termini'],
      ['line', 'A'],
      ['gate', '4'],
    ],
    lastTap: [
      ['station', 'Colosseo'],
      ['line', 'B'],
      ['gate', '2'],
    ],
    validFrom,
    validTo: new Date(validFrom.getTime() + 100 * 60_000),
    ...change,
  };
}

/** A trip at a concession's half fare (concessions): €0.75 of the full €1.50, not capped (overridable). */
export function aConcessionTrip(at: string, key = 'over65', change: Partial<LedgerTrip> = {}): LedgerTrip {
  const euros = (minor: number) => ({ minor, currency: 'EUR' });
  return aTrip(at, {
    amount: euros(75),
    baseAmount: euros(150),
    capDiscount: euros(0),
    concession: { key, discount: euros(75) },
    ...change,
  });
}
