import { describe, expect, it } from 'vitest';
import { toClaimCase } from '../../../../src/adapters/http/operations-api/claim-dtos';

// A case's `trip` and `payment` (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): what
// the trips and payments lists would name; an operator that sends neither leaves the portal its references.
const CASE = {
  id: 'C-7K2M9QX4',
  kind: 'journey_correction',
  status: 'submitted',
  created: '2026-11-20T08:12:00.000Z',
  updated: '2026-11-20T08:12:00.000Z',
  ticket_id: 4812,
  payment_short_id: 'P7Q2K9MZX',
  amount_at_stake: 350,
  currency: 'EUR',
  exit_station: 'Colosseo',
  text: null,
  outcome: null,
  history: [{ status: 'submitted', at: '2026-11-20T08:12:00.000Z' }],
};

describe("a case's trip and payment", () => {
  it('reads the trip (where and when, in its zone) and the payment (when and how much)', () => {
    const read = toClaimCase({
      ...CASE,
      trip: { entered_at: '2026-11-20T07:45:00.000Z', from: 'Termini', to: null, time_zone: 'Europe/Rome' },
      payment: { created: '2026-11-20T23:00:00.000Z', amount: 500, currency: 'EUR' },
    });
    expect(read?.trip).toEqual({
      enteredAt: new Date('2026-11-20T07:45:00.000Z'),
      from: 'Termini',
      to: null,
      timeZone: 'Europe/Rome',
    });
    expect(read?.payment).toEqual({
      created: new Date('2026-11-20T23:00:00.000Z'),
      amount: { minor: 500, currency: 'EUR' },
    });
  });

  it.each([
    ['absent', {}],
    ['null', { trip: null, payment: null }],
    ['out of shape', { trip: { from: 'Termini', time_zone: 'Mars/Base' }, payment: { amount: -1 } }],
  ])('leaves them out when %s, and still reads the case', (_, fields) => {
    const read = toClaimCase({ ...CASE, ...fields });
    expect(read).toMatchObject({ id: 'C-7K2M9QX4', ticketId: '4812' });
    expect(read).not.toHaveProperty('trip');
    expect(read).not.toHaveProperty('payment');
  });
});
