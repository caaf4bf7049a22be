import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpFareRules } from '../../../../src/adapters/http/operations-api/http-fare-rules';
import { toTicket } from '../../../../src/adapters/http/operations-api/travel-dtos';
import { setUpTestServer } from '../../../support/msw/test-server';

const OMS = 'http://operator.test/oms';
const server = setUpTestServer();
const fareRules = new HttpFareRules(
  createHttpClient({ baseURL: OMS, timeoutMs: 1000, retry: { sleep: async () => {} } }),
  'metro',
);
const RULES = {
  currency: 'EUR',
  fare_name: 'Corsa singola',
  fare_amount: 150,
  daily_cap: 700,
  weekly_cap: 2400,
  weekly_cap_kind: 'rolling7Days',
  time_zone: 'Europe/Rome',
};

const answering = (answer: () => Response) => server.use(http.get(`${OMS}/fare_rules/metro`, answer));

describe('HttpFareRules (fareCaps)', () => {
  it("reads the operator's fare and caps", async () => {
    answering(() => HttpResponse.json({ payload: RULES }));
    expect(await fareRules.fareCaps()).toEqual({
      fareName: 'Corsa singola',
      fare: { minor: 150, currency: 'EUR' },
      dailyCap: { minor: 700, currency: 'EUR' },
      weeklyCap: { amount: { minor: 2400, currency: 'EUR' }, kind: 'rolling7Days' },
      timeZone: 'Europe/Rome',
    });
  });

  it('reads no weekly cap when the operator names none, or a kind it does not know', async () => {
    answering(() => HttpResponse.json({ payload: { ...RULES, weekly_cap: undefined } }));
    expect(await fareRules.fareCaps()).not.toHaveProperty('weeklyCap');
    answering(() => HttpResponse.json({ payload: { ...RULES, weekly_cap_kind: 'fortnight' } }));
    expect(await fareRules.fareCaps()).not.toHaveProperty('weeklyCap');
  });

  it('answers null, with no error, for an operator without fare rules or an answer that is not them', async () => {
    answering(() => HttpResponse.json({ error: 'Not found' }, { status: 404 }));
    expect(await fareRules.fareCaps()).toBeNull();
    answering(() => HttpResponse.json({ payload: { ...RULES, time_zone: 'Mars/Olympus' } }));
    expect(await fareRules.fareCaps()).toBeNull();
    answering(() => HttpResponse.json({ payload: { ...RULES, daily_cap: -1 } }));
    expect(await fareRules.fareCaps()).toBeNull();
  });
});

describe("a trip's cap fields (fareCaps)", () => {
  const trip = {
    id: 7,
    name: 'Corsa singola',
    label: 'VISA',
    amount: 0,
    currency: 'EUR',
    truncated_pan: '411111******1111',
    first_tap: { station: 'Termini' },
    last_tap: null,
    valid_from: '2026-11-25T08:00:00Z',
    valid_to: '2026-11-25T09:40:00Z',
  };

  it('reads the fare before capping and the discount', () => {
    expect(toTicket({ ...trip, base_amount: 150, cap_discount: 150 })).toMatchObject({
      amount: { minor: 0, currency: 'EUR' },
      baseAmount: { minor: 150, currency: 'EUR' },
      capDiscount: { minor: 150, currency: 'EUR' },
    });
  });

  it('leaves them out, keeping the trip, when they are absent or do not add up', () => {
    for (const fields of [
      {},
      { base_amount: 150 },
      { base_amount: 100, cap_discount: 150 },
      { base_amount: 150, cap_discount: 50 },
      { cap_discount: 'x' },
    ]) {
      const read = toTicket({ ...trip, ...fields });
      expect(read).not.toBeNull();
      expect(read).not.toHaveProperty('baseAmount');
      expect(read).not.toHaveProperty('capDiscount');
    }
  });

  it("reads a concession's fare: its key, what it took off the full fare, and the caps' discount from the concession's fare", () => {
    const concession = { ...trip, amount: 45, base_amount: 150, concession: 'over65', concession_discount: 75 };
    expect(toTicket({ ...concession, cap_discount: 30 })).toMatchObject({
      amount: { minor: 45, currency: 'EUR' },
      baseAmount: { minor: 150, currency: 'EUR' },
      capDiscount: { minor: 30, currency: 'EUR' },
      concession: { key: 'over65', discount: { minor: 75, currency: 'EUR' } },
    });
    // A concession out of shape is none, and the cap fields then do not add up: neither is read, the trip is.
    const odd = toTicket({ ...concession, concession_discount: 'x', cap_discount: 30 });
    expect(odd).not.toBeNull();
    expect(odd).not.toHaveProperty('concession');
    expect(odd).not.toHaveProperty('capDiscount');
  });
});
