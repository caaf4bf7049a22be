import { describe, expect, it } from 'vitest';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { ALL_STATUSES } from '../../../src/core/travels/payment';
import { aTrip, VISA_4111 } from '../../support/builders/travel-builder';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

describe('the in-memory ledger explains its charges (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history)', () => {
  it('a failed payment is not charged; once settled online, it was charged when the settlement paid it', () => {
    const ledger = new InMemoryTravelLedger('Europe/Rome');
    const failed = ledger.charge(
      'PA-4111',
      VISA_4111,
      [aTrip('2026-11-13T08:00:00Z')],
      'FAILED',
      new Date('2026-11-14T03:00:00Z'),
    );
    const [before] = ledger.payments(['PA-4111'], NOVEMBER, ALL_STATUSES);
    expect(before?.chargeDetails).toEqual({
      statementDescriptor: 'METRO TRASPORTI URBANI',
      statementReference: `TW${failed.shortId}`,
      statusHistory: [{ status: 'failed', at: new Date('2026-11-14T03:00:00Z') }],
    });
    const paidAt = new Date('2026-11-20T10:00:00Z');
    ledger.settle(['PA-4111'], { shortId: 'S-1', amount: 150, paidAt, truncatedPan: '411111******1111' });
    const [after, settlement] = ledger.payments(['PA-4111'], NOVEMBER, ALL_STATUSES);
    expect(after?.chargeDetails?.statusHistory.map((step) => step.status)).toEqual(['failed', 'settled_online']);
    expect(settlement?.chargeDetails).toMatchObject({ statementReference: 'TWS-1', chargedAt: paidAt });
  });

  it('every ninth payment failed once and was charged on retry', () => {
    const ledger = new InMemoryTravelLedger('Europe/Rome');
    for (let day = 1; day <= 9; day += 1)
      ledger.charge('PA-4111', VISA_4111, [aTrip(`2026-11-${String(day).padStart(2, '0')}T08:00:00Z`)]);
    const ninth = ledger.payments(['PA-4111'], NOVEMBER, ALL_STATUSES).find((payment) => payment.id === '9');
    expect(ninth?.chargeDetails?.statusHistory.map((step) => step.status)).toEqual(['failed', 'retried']);
    expect(ninth?.chargeDetails?.chargedAt).toEqual(ninth?.updated);
  });
});
