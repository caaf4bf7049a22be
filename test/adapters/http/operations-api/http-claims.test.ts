import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpClaims } from '../../../../src/adapters/http/operations-api/http-claims';
import { toPayment, toPaymentInfo, toTicket } from '../../../../src/adapters/http/operations-api/travel-dtos';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { setUpTestServer } from '../../../support/msw/test-server';

const OMS = 'http://operator.test/oms';
const server = setUpTestServer();
const client = createHttpClient({ baseURL: OMS, timeoutMs: 1000, retry: { sleep: async () => {} } });
const claims = new HttpClaims(client, 'metro');

const RULES = {
  currency: 'EUR',
  max_fare: 500,
  max_journey_minutes: 120,
  claim_window_days: 56,
  monthly_claims: 3,
  refund_method: 'refund',
  time_zone: 'Europe/Rome',
  stations: [
    { station: 'Termini', line: 'A' },
    { station: 'Colosseo', line: 'B' },
  ],
};

const CASE = {
  id: 'C-7K2M9QX4',
  kind: 'journey_correction',
  status: 'approved',
  created: '2026-11-20T08:12:00.000Z',
  updated: '2026-11-20T08:12:00.000Z',
  ticket_id: 4812,
  payment_short_id: 'P7Q2K9MZX',
  amount_at_stake: 350,
  currency: 'EUR',
  exit_station: 'Colosseo',
  text: null,
  outcome: {
    decision: 'approved',
    reason: null,
    refund_amount: 350,
    refund_method: 'refund',
    refund_short_id: 'R-0a1b2c3d4e',
    decided_at: '2026-11-20T08:12:00.000Z',
  },
  history: [
    { status: 'submitted', at: '2026-11-20T08:12:00.000Z' },
    { status: 'approved', at: '2026-11-20T08:12:00.000Z' },
  ],
};

const at = new Date('2026-11-20T08:12:00.000Z');
const READ_CASE = {
  id: 'C-7K2M9QX4',
  kind: 'journey_correction',
  status: 'approved',
  created: at,
  updated: at,
  ticketId: '4812',
  paymentShortId: 'P7Q2K9MZX',
  amountAtStake: { minor: 350, currency: 'EUR' },
  alreadyRefunded: { minor: 0, currency: 'EUR' },
  exitStation: 'Colosseo',
  text: null,
  outcome: {
    decision: 'approved',
    reason: null,
    refund: { minor: 350, currency: 'EUR' },
    refundMethod: 'refund',
    refundShortId: 'R-0a1b2c3d4e',
    decidedAt: at,
  },
  history: [
    { status: 'submitted', at },
    { status: 'approved', at },
  ],
};

const posting = (path: string, answer: (body: unknown) => Response) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${OMS}/cases/metro/${path}`, async ({ request }) => {
      const body: unknown = await request.json();
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
};

describe('HttpClaims (claims)', () => {
  it('reads the rules, and answers null for a 404', async () => {
    server.use(http.get(`${OMS}/claim_rules/metro`, () => HttpResponse.json({ payload: RULES })));
    expect(await claims.rules()).toEqual({
      maxFare: { minor: 500, currency: 'EUR' },
      maxJourneyMinutes: 120,
      claimWindowDays: 56,
      monthlyClaims: 3,
      refundMethod: 'refund',
      timeZone: 'Europe/Rome',
      stations: RULES.stations,
    });
    server.use(http.get(`${OMS}/claim_rules/metro`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    expect(await claims.rules()).toBeNull();
  });

  it('fails malformed rules or cases as malformed', async () => {
    server.use(
      http.get(`${OMS}/claim_rules/metro`, () => HttpResponse.json({ payload: { ...RULES, refund_method: 'cash' } })),
      http.get(`${OMS}/cases/metro`, () => HttpResponse.json({ payload: [{ ...CASE, status: 'lost' }] })),
    );
    await expect(claims.rules()).rejects.toMatchObject({ kind: 'malformed' });
    await expect(claims.cases()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reads the cases, none for a 404 (an operator not offering claims)', async () => {
    server.use(http.get(`${OMS}/cases/metro`, () => HttpResponse.json({ payload: [CASE] })));
    expect(await claims.cases()).toEqual([READ_CASE]);
    server.use(http.get(`${OMS}/cases/metro`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    expect(await claims.cases()).toEqual([]);
  });

  it('reads what other cases already gave back on the charge, and a debt cancelled instead of a refund', async () => {
    const second = {
      ...CASE,
      kind: 'charged_twice',
      amount_at_stake: 150,
      already_refunded: 350,
      outcome: { ...CASE.outcome, refund_amount: 150, refund_method: 'cancelled', refund_short_id: null },
    };
    server.use(http.get(`${OMS}/cases/metro`, () => HttpResponse.json({ payload: [second] })));
    expect(await claims.cases()).toEqual([
      {
        ...READ_CASE,
        kind: 'charged_twice',
        amountAtStake: { minor: 150, currency: 'EUR' },
        alreadyRefunded: { minor: 350, currency: 'EUR' },
        outcome: {
          ...READ_CASE.outcome,
          refund: { minor: 150, currency: 'EUR' },
          refundMethod: 'cancelled',
          refundShortId: null,
        },
      },
    ]);
    server.use(
      http.get(`${OMS}/cases/metro`, () => HttpResponse.json({ payload: [{ ...second, already_refunded: -1 }] })),
    );
    await expect(claims.cases()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('makes no call for an operator without claims', async () => {
    const none = new HttpClaims(client, 'metro', false);
    expect(await none.rules()).toBeNull();
    expect(await none.cases()).toEqual([]);
  });

  it('posts a correction with the trip id as a number, and reads the case opened', async () => {
    const bodies = posting('corrections', () => HttpResponse.json({ payload: CASE }, { status: 201 }));
    expect(await claims.claimCorrection('4812', 'Colosseo')).toEqual({ kind: 'opened', case: READ_CASE });
    expect(bodies).toEqual([{ ticket_id: 4812, exit_station: 'Colosseo' }]);
  });

  it.each([
    [400, 'unknown_station'],
    [409, 'already_claimed'],
    [422, 'not_incomplete'],
    [422, 'claim_window_closed'],
    [422, 'monthly_limit_reached'],
  ])('reads a %i %s as a refusal', async (status, code) => {
    posting('corrections', () => HttpResponse.json({ error: 'no', code }, { status }));
    expect(await claims.claimCorrection('4812', 'Colosseo')).toEqual({ kind: 'refused', reason: code });
  });

  it('reads a 404 as not found, keeps a 403 a forbidden failure, a 400 without a known code a failure', async () => {
    posting('corrections', () => HttpResponse.json({ error: 'Not found' }, { status: 404 }));
    expect(await claims.claimCorrection('1', 'Colosseo')).toEqual({ kind: 'refused', reason: 'not_found' });
    posting('corrections', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 }));
    await expect(claims.claimCorrection('1', 'Colosseo')).rejects.toMatchObject({ kind: 'forbidden' });
    posting('corrections', () => HttpResponse.json({ error: 'Bad body' }, { status: 400 }));
    await expect(claims.claimCorrection('1', 'Colosseo')).rejects.toBeInstanceOf(ServiceFailure);
    posting('corrections', () => HttpResponse.json({ payload: { ...CASE, kind: 'nope' } }, { status: 201 }));
    await expect(claims.claimCorrection('1', 'Colosseo')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("posts a report about a payment or a trip, and reads the report's refusals", async () => {
    const report = { ...CASE, kind: 'other', status: 'submitted', outcome: null, exit_station: null, text: 'Hm' };
    const bodies = posting('reports', () => HttpResponse.json({ payload: report }, { status: 201 }));
    expect(await claims.report('other', { paymentShortId: 'P7Q2K9MZX' }, 'Hm')).toMatchObject({
      kind: 'opened',
      case: { kind: 'other', text: 'Hm', outcome: null },
    });
    await claims.report('charged_twice', { ticketId: '4812' }, '');
    expect(bodies).toEqual([
      { kind: 'other', payment_short_id: 'P7Q2K9MZX', text: 'Hm' },
      { kind: 'charged_twice', ticket_id: 4812, text: '' },
    ]);
    for (const [status, code] of [
      [400, 'text_required'],
      [400, 'text_too_long'],
      [409, 'already_reported'],
    ] as const) {
      posting('reports', () => HttpResponse.json({ error: 'no', code }, { status }));
      expect(await claims.report('other', { ticketId: '1' }, 'x')).toEqual({ kind: 'refused', reason: code });
    }
  });
});

describe('the claim fields of trips and payments (claims)', () => {
  const trip = {
    id: 7,
    name: 'Corsa singola',
    label: 'VISA',
    amount: 500,
    currency: 'EUR',
    truncated_pan: '411111******1111',
    first_tap: { station: 'Termini' },
    last_tap: null,
    valid_from: '2026-11-25T08:00:00Z',
    valid_to: '2026-11-25T10:00:00Z',
  };

  it("reads an incomplete trip's expected fare, its correction and its case", () => {
    expect(
      toTicket({
        ...trip,
        incomplete: true,
        expected_amount: 150,
        corrected_amount: 150,
        corrected_exit: { station: 'Colosseo', line: 'B' },
        case_id: 'C-7K2M9QX4',
      }),
    ).toMatchObject({
      incomplete: {
        expected: { minor: 150, currency: 'EUR' },
        corrected: { amount: { minor: 150, currency: 'EUR' }, exit: { station: 'Colosseo', line: 'B' } },
      },
      caseId: 'C-7K2M9QX4',
    });
    expect(toTicket({ ...trip, incomplete: true, expected_amount: 150, case_id: null })).toMatchObject({
      incomplete: { expected: { minor: 150, currency: 'EUR' } },
    });
  });

  it('leaves out claim fields absent or out of shape, keeping the trip', () => {
    for (const fields of [
      {},
      { incomplete: false },
      { incomplete: true },
      { incomplete: 'yes', expected_amount: 150 },
      { case_id: { id: 1 } },
    ]) {
      const read = toTicket({ ...trip, ...fields });
      expect(read).not.toBeNull();
      expect(read).not.toHaveProperty('incomplete');
      expect(read).not.toHaveProperty('caseId');
    }
  });

  const payment = {
    id: 9,
    short_id: 'R-0a1b2c3d4e',
    amount: 350,
    currencies_code: 'EUR',
    created: '2026-11-20T08:12:00.000Z',
    updated: '2026-11-20T08:12:00.000Z',
    BankCard: { label: 'VISA', truncated_pan: '411111******1111', token: 't' },
    LastCharge: { charge_results_name: 'SUCCEEDED' },
  };

  it('reads a refund line and the credits off a payment, leaving out those out of shape', () => {
    expect(toPayment({ ...payment, refund: { of: 'P7Q2K9MZX', case_id: 'C-7K2M9QX4' } })).toMatchObject({
      refund: { of: 'P7Q2K9MZX', caseId: 'C-7K2M9QX4' },
    });
    expect(toPayment({ ...payment, refund: { of: null, case_id: 'C-1' } })).toMatchObject({
      refund: { of: null, caseId: 'C-1' },
    });
    expect(toPayment({ ...payment, credits: [{ case_id: 'C-1', amount: 150 }] })).toMatchObject({
      credits: [{ caseId: 'C-1', amount: { minor: 150, currency: 'EUR' } }],
    });
    const odd = toPayment({ ...payment, refund: { of: 3 }, credits: [{ case_id: 'C-1', amount: -1 }] });
    expect(odd).not.toBeNull();
    expect(odd).not.toHaveProperty('refund');
    expect(odd).not.toHaveProperty('credits');
  });

  it("reads a refund line's receipt", () => {
    const info = toPaymentInfo({
      bank_card: { label: 'VISA', truncated_pan: '411111******1111' },
      payment: { short_id: 'R-0a1b2c3d4e', amount: 350, currencies_code: 'EUR' },
      tickets: [],
      refund: { of: 'P7Q2K9MZX', case_id: 'C-7K2M9QX4' },
    });
    expect(info).toMatchObject({ shortId: 'R-0a1b2c3d4e', refundFor: { of: 'P7Q2K9MZX', caseId: 'C-7K2M9QX4' } });
  });

  it("reads the credits at the top of a payment's receipt", () => {
    const info = toPaymentInfo({
      bank_card: { label: 'VISA', truncated_pan: '411111******1111' },
      payment: { short_id: 'P7Q2K9MZX', amount: 0, currencies_code: 'EUR' },
      tickets: [],
      credits: [{ case_id: 'C-7K2M9QX4', amount: 150 }],
    });
    expect(info).toMatchObject({ credits: [{ caseId: 'C-7K2M9QX4', amount: { minor: 150, currency: 'EUR' } }] });
  });
});
