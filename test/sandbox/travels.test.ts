import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { addDays, zonedDay, zonedInstant } from '../../sandbox/oms/network/zoned-time.mjs';
import { omsGet, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let giulia: Rider;
let luca: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
  luca = await signedIn(sandbox, 'luca.verdi@example.com');
});

const VISA = panAlias('4111111111111111');
const PHONE = panAlias('5555555555554444');
const today = () => zonedDay(new Date(), 'Europe/Rome');
const tickets = (from: string, to: string, aliases: string[], rider: Rider | null = giulia, sort = '3:desc') =>
  omsGet(
    sandbox,
    `/tickets/get/metro/0/0/${sort}/${from}/${to}/${aliases.map((alias) => `${alias}/`).join('')}`,
    rider ?? undefined,
  );
const payments = (flags: string, from: string, to: string, aliases: string[], rider: Rider = giulia) =>
  omsGet(
    sandbox,
    `/payments/get/metro/0/0/4:desc/${flags}/${from}/${to}/${aliases.map((alias) => `${alias}/`).join('')}`,
    rider,
  );
const payload = <T = Record<string, unknown>>(answer: { body: unknown }) => (answer.body as { payload: T[] }).payload;
const tap = (body: Record<string, unknown>) =>
  sandbox.request('/sandbox/api/taps', { method: 'POST', operator: null, json: body });
const info = (shortId: unknown, rider: Rider | null = giulia, apiKey: string | null = 'metro') =>
  sandbox.request('/oms/payments/get_info', {
    method: 'POST',
    operator: null,
    json: { short_id: shortId },
    headers: { ...(rider ? { cookie: rider.cookie } : {}), ...(apiKey ? { 'api-key': apiKey } : {}) },
  });

describe('tickets/get', () => {
  it("answers the range's trips on the rider's cards, latest first, in the base contract's shape", async () => {
    const answer = await tickets(addDays(today(), -29), today(), [VISA, PHONE]);
    expect(answer.status).toBe(200);
    const trips = payload(answer);
    expect(trips.length).toBeGreaterThan(20);
    // The base contract's fields, the fareCaps extension's (base_amount, cap_discount) and the claims extension's.
    expect(Object.keys(trips[0]!).sort()).toEqual([
      'alias_pan',
      'amount',
      'base_amount',
      'cap_discount',
      'case_id',
      'corrected_amount',
      'corrected_exit',
      'currency',
      'expected_amount',
      // The fareNames extension: the fare's name per language.
      'fare_names',
      'first_tap',
      'form_factor',
      'id',
      'incomplete',
      'label',
      'last_tap',
      // An extension: when the rider tapped out (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract).
      'last_tap_at',
      'name',
      'time_zone',
      'truncated_pan',
      'valid_from',
      'valid_to',
    ]);
    expect(trips[0]!.name).toBe('Corsa singola');
    expect(trips[0]!.fare_names).toEqual({
      en: 'Single journey',
      it: 'Corsa singola',
      fr: 'Trajet simple',
      de: 'Einzelfahrt',
    });
    expect(trips[0]!.first_tap).toEqual({
      station: expect.any(String),
      line: expect.any(String),
      gate: expect.any(String),
    });
    const starts = trips.map((trip) => String(trip.valid_from));
    expect(starts).toEqual([...starts].sort().reverse());
    expect(new Set(trips.map((trip) => trip.alias_pan))).toEqual(new Set([VISA, PHONE]));
    const ascending = payload(await tickets(addDays(today(), -29), today(), [VISA], giulia, '3:asc')).map((trip) =>
      String(trip.valid_from),
    );
    expect(ascending).toEqual([...ascending].sort());
  });

  it("counts the range's days in the operator's zone, both ends included", async () => {
    const day = addDays(today(), -420);
    const at = (date: string, minutes: number) => zonedInstant(date, minutes, 'Europe/Rome').toISOString();
    for (const when of [
      at(addDays(day, -1), 23 * 60 + 50),
      at(day, 30),
      at(day, 23 * 60 + 50),
      at(addDays(day, 1), 10),
    ]) {
      expect(
        (await tap({ operator: 'metro', pan: '4111 1111 1111 1111', from: 'Termini', to: 'Colosseo', at: when }))
          .status,
      ).toBe(201);
    }
    const inRange = payload(await tickets(day, day, [VISA])).map((trip) => trip.valid_from);
    expect(inRange).toEqual([at(day, 23 * 60 + 50), at(day, 30)]);
  });

  it("refuses a visitor, another rider's card, and a list that mixes one in", async () => {
    expect((await tickets(today(), today(), [VISA], null)).status).toBe(401);
    expect((await tickets(today(), today(), [VISA], luca)).status).toBe(403);
    expect((await tickets(today(), today(), [VISA, panAlias('5200828282828210')])).status).toBe(403);
  });

  it.each([
    ['a day that does not exist', '2026-02-30', '2026-03-01', '3:desc'],
    ['a start after the end', '2026-03-02', '2026-03-01', '3:desc'],
    ['another sort', '2026-03-01', '2026-03-02', '4:desc'],
  ])('answers 400 for %s', async (_, from, to, sort) => {
    expect((await tickets(from, to, [VISA], giulia, sort)).status).toBe(400);
  });

  it("answers only the operator's own trips: a metro session under the enterprise path is no session", async () => {
    const answer = await omsGet(
      sandbox,
      `/tickets/get/enterprise/0/0/3:desc/${addDays(today(), -29)}/${today()}/${VISA}/`,
      giulia,
    );
    expect(answer.status).toBe(401);
  });

  it('gives Paolo, the load rider, over 10,000 trips in the last 12 months', async () => {
    const paolo = await signedIn(sandbox, 'paolo.neri@example.com');
    const yearAgo = `${Number(today().slice(0, 4)) - 1}${today().slice(4)}`;
    expect(
      payload(await tickets(yearAgo, today(), [panAlias('5200828282828210')], paolo)).length,
    ).toBeGreaterThanOrEqual(10_000);
  });
});

describe('payments/get', () => {
  const lastMonth = () => [addDays(today(), -29), today()] as const;

  it('nests the card and the last charge, and follows the status flags; other statuses always come', async () => {
    const [from, to] = lastMonth();
    const all = payload<{
      short_id: string;
      BankCard: Record<string, unknown>;
      LastCharge: { charge_results_name: string };
    }>(await payments('true/true', from, to, [VISA, PHONE]));
    expect(all[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        short_id: expect.stringMatching(/^P[0-9A-Z]{8}$/),
        amount: expect.any(Number),
        currencies_code: 'EUR',
      }),
    );
    expect(Object.keys(all[0]!.BankCard).sort()).toEqual([
      'alias_pan',
      'form_factors_name',
      'label',
      'token',
      'truncated_pan',
    ]);
    const statuses = (list: typeof all) => new Set(list.map((payment) => payment.LastCharge.charge_results_name));
    expect(all.filter((payment) => payment.LastCharge.charge_results_name === 'FAILED')).toHaveLength(3);
    // Paolo the courier travels every day: his last two days are still PENDING.
    const paolo = await signedIn(sandbox, 'paolo.neri@example.com');
    const his = [panAlias('5200828282828210')];
    expect(statuses(payload(await payments('true/true', from, to, his, paolo)))).toEqual(
      new Set(['SUCCEEDED', 'FAILED', 'PENDING']),
    );
    expect(statuses(payload(await payments('false/true', from, to, his, paolo)))).toEqual(
      new Set(['FAILED', 'PENDING']),
    );
    expect(statuses(payload(await payments('true/false', from, to, his, paolo)))).toEqual(
      new Set(['SUCCEEDED', 'PENDING']),
    );
    expect(statuses(payload(await payments('false/false', from, to, his, paolo)))).toEqual(new Set(['PENDING']));
  });

  it('refuses malformed flags and another rider', async () => {
    const [from, to] = lastMonth();
    expect((await payments('yes/true', from, to, [VISA])).status).toBe(400);
    expect((await payments('true/true', from, to, [VISA], luca)).status).toBe(403);
  });
});

describe('payments/get_info', () => {
  const firstPayment = async () =>
    payload<{ short_id: string; amount: number; updated: string }>(
      await payments('true/false', addDays(today(), -29), today(), [VISA]),
    )[0]!;

  it("answers the rider's own payment with its trips, which add up to it", async () => {
    const payment = await firstPayment();
    const answer = await info(payment.short_id);
    expect(answer.status).toBe(200);
    const body = answer.body as {
      bank_card: object;
      payment: { short_id: string; amount: number };
      tickets: { ticket_amount: number; time_zone: string; valid_from: string }[];
    };
    expect(body.bank_card).toEqual({ label: 'VISA Debit', truncated_pan: '411111******1111', form_factor: 'CARD' });
    // `updated` (an extension): when it was paid, as the payments list says it, for the receipt.
    expect(body.payment).toEqual({
      short_id: payment.short_id,
      amount: payment.amount,
      currencies_code: 'EUR',
      updated: payment.updated,
    });
    expect(body.tickets.reduce((sum, ticket) => sum + ticket.ticket_amount, 0)).toBe(payment.amount);
    expect(body.tickets.every((ticket) => ticket.time_zone === 'Europe/Rome')).toBe(true);
    expect(body.tickets[0]).toEqual(
      expect.objectContaining({
        fare_name: 'Corsa singola',
        first_validation_transit_data: expect.objectContaining({ station: expect.any(String) }),
      }),
    );
  });

  it("answers 403 for another rider's payment, 404 for an unknown one, 401 without the api-key or a session or under another operator's key, 400 without a short id", async () => {
    const payment = await firstPayment();
    expect((await info(payment.short_id, luca)).status).toBe(403);
    expect((await info('PNOSUCH00')).status).toBe(404);
    // A metro session under the enterprise key is no session (docs/security.md).
    expect((await info(payment.short_id, giulia, 'enterprise')).status).toBe(401);
    expect((await info(payment.short_id, giulia, null)).status).toBe(401);
    expect((await info(payment.short_id, null)).status).toBe(401);
    expect((await info(42)).status).toBe(400);
  });
});

describe('the gates simulator', () => {
  it('makes a tap a trip, charged at once to the day’s payment, which the owner then sees', async () => {
    const answer = await tap({ operator: 'metro', pan: '4111 1111 1111 1111', from: 'Flaminio', to: 'Pigneto' });
    expect(answer.status).toBe(201);
    const { ticket, payment } = answer.body as {
      ticket: { id: number; amount: number; first_tap: object };
      payment: { short_id: string; amount: number; LastCharge: object };
    };
    expect(ticket.first_tap).toEqual(expect.objectContaining({ station: 'Flaminio', line: 'A' }));
    expect(payment.LastCharge).toEqual({ charge_results_name: 'SUCCEEDED' });
    const listed = payload(await tickets(today(), today(), [VISA])).map((trip) => trip.id);
    expect(listed).toContain(ticket.id);
    expect((await info(payment.short_id)).status).toBe(200);
  });

  it('holds the daily cap, and fails the payment of the card the issuer declines', async () => {
    const day = addDays(today(), -450);
    let last:
      | { ticket: { amount: number }; payment: { amount: number; LastCharge: { charge_results_name: string } } }
      | undefined;
    const amounts: number[] = [];
    for (let trip = 0; trip < 6; trip += 1) {
      const at = zonedInstant(day, 8 * 60 + trip * 60, 'Europe/Rome').toISOString();
      last = (await tap({ operator: 'metro', pan: '4000 0000 0000 0002', from: 'Termini', to: 'Colosseo', at }))
        .body as typeof last;
      amounts.push(last!.ticket.amount);
    }
    expect(amounts).toEqual([150, 150, 150, 150, 100, 0]);
    expect(last!.payment.amount).toBe(700);
    expect(last!.payment.LastCharge.charge_results_name).toBe('FAILED');
  });

  it('builds a day of commuting: there in the morning, back in the evening', async () => {
    // On the VISA: Giulia's phone wallet is on the deny list in the demo world (cardStatus), refused at the gates.
    const answer = await tap({
      operator: 'metro',
      pan: '4111111111111111',
      from: 'Termini',
      to: 'Ottaviano',
      commute: true,
    });
    const { trips } = answer.body as { trips: { ticket: { first_tap: { station: string } } }[] };
    expect(trips.map((trip) => trip.ticket.first_tap.station)).toEqual(['Termini', 'Ottaviano']);
  });

  it.each([
    ['an unknown operator', { operator: 'tram', pan: '4111111111111111', from: 'Termini', to: 'Colosseo' }],
    ['a card number that fails Luhn', { operator: 'metro', pan: '4111111111111112', from: 'Termini', to: 'Colosseo' }],
    [
      'a station of another network',
      { operator: 'metro', pan: '4111111111111111', from: 'Hauptbahnhof', to: 'Colosseo' },
    ],
    ['the same station twice', { operator: 'metro', pan: '4111111111111111', from: 'Termini', to: 'Termini' }],
    ['a tap-out at an unknown station', { operator: 'metro', pan: '4111111111111111', from: 'Termini', to: 'Nowhere' }],
    ['a commute without where to', { operator: 'metro', pan: '4111111111111111', from: 'Termini', commute: true }],
    [
      'a time that is not one',
      { operator: 'metro', pan: '4111111111111111', from: 'Termini', to: 'Colosseo', at: 'noon' },
    ],
  ])('answers 400 for %s', async (_, body) => {
    const answer = await tap(body);
    expect(answer.status).toBe(400);
    // A field the taps' schema refuses is named too (test/sandbox/gates-input.test.ts).
    expect(answer.body).toMatchObject({ error: expect.any(String) });
  });

  it('serves a page whose form works without JavaScript', async () => {
    const page = await sandbox.request('/sandbox/gates', { operator: null });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<label for="pan-metro">Card</label>');
    const form = new URLSearchParams({
      operator: 'metro',
      pan: '4111111111111111',
      from: 'Lepanto',
      to: 'Pigneto',
      action: 'tap',
    });
    const posted = await sandbox.request('/sandbox/gates', {
      method: 'POST',
      operator: null,
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(201);
    expect(String(posted.body)).toContain('Lepanto → Pigneto');
    expect(String(posted.body)).toContain('giulia.rossi@example.com');
  });
});
