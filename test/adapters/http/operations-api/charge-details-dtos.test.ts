import { describe, expect, it } from 'vitest';
import { toPayment } from '../../../../src/adapters/http/operations-api/travel-dtos';

const base = {
  id: 7,
  short_id: 'PK7Q2M9XA',
  amount: 300,
  currencies_code: 'EUR',
  created: '2026-11-18T22:59:00.000Z',
  updated: '2026-11-19T02:00:00.000Z',
  BankCard: { label: 'VISA Debit', truncated_pan: '411111******1111', form_factors_name: 'CARD', token: 't' },
  LastCharge: { charge_results_name: 'SUCCEEDED' },
};
const charge = {
  statement_descriptor: 'METRO TRASPORTI URBANI',
  statement_reference: 'TWPK7Q2M9XA',
  charged_at: '2026-11-19T02:00:00.000Z',
  status_history: [
    { status: 'failed', at: '2026-11-18T23:59:00.000Z' },
    { status: 'retried', at: '2026-11-19T02:00:00.000Z' },
  ],
};

describe('a payment read with chargeDetails (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history)', () => {
  it('reads the statement line, the charge time and the history into domain names', () => {
    expect(toPayment({ ...base, ...charge })?.chargeDetails).toEqual({
      statementDescriptor: 'METRO TRASPORTI URBANI',
      statementReference: 'TWPK7Q2M9XA',
      chargedAt: new Date('2026-11-19T02:00:00.000Z'),
      statusHistory: [
        { status: 'failed', at: new Date('2026-11-18T23:59:00.000Z') },
        { status: 'retried', at: new Date('2026-11-19T02:00:00.000Z') },
      ],
    });
  });

  it('reads a payment not charged (charged_at null) without a charge time', () => {
    const details = toPayment({ ...base, ...charge, charged_at: null })?.chargeDetails;
    expect(details?.statementReference).toBe('TWPK7Q2M9XA');
    expect(details && 'chargedAt' in details).toBe(false);
  });

  it.each([
    ['absent', {}],
    ['without a reference', { ...charge, statement_reference: undefined }],
    ['with a bad charge time', { ...charge, charged_at: 'yesterday' }],
    ['with a step out of shape', { ...charge, status_history: [{ status: 'charged' }] }],
  ])('reads the payment without them, with no error, when they are %s', (_, fields) => {
    const payment = toPayment({ ...base, ...fields });
    expect(payment?.shortId).toBe('PK7Q2M9XA');
    expect(payment?.chargeDetails).toBeUndefined();
  });
});
