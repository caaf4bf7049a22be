import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpTravelHistory } from '../../../../src/adapters/http/operations-api/http-travel-history';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { setUpTestServer } from '../../../support/msw/test-server';
import { ticketDto } from './ticket-dto';

const OMS = 'http://operator.test/oms';
const server = setUpTestServer();
const history = new HttpTravelHistory(
  createHttpClient({ baseURL: OMS, timeoutMs: 1000, retry: { sleep: async () => {} } }),
  'metro',
);
const NOVEMBER = { from: '2026-11-01', to: '2026-11-22' };
const ALIASES = ['PA-4111', 'PA-5555'];

const paymentDto = {
  id: 7,
  short_id: 'PK7Q2M9XA',
  amount: 300,
  currencies_code: 'EUR',
  created: '2026-11-18T22:59:00.000Z',
  updated: '2026-11-19T02:00:00.000Z',
  BankCard: { label: 'MASTERCARD', truncated_pan: '555555******4444', form_factors_name: 'DEVICE', token: 'tok-4444' },
  LastCharge: { charge_results_name: 'FAILED' },
};
const infoDto = {
  bank_card: { label: 'VISA Debit', truncated_pan: '411111******1111', form_factor: 'CARD' },
  payment: { short_id: 'PK7Q2M9XA', amount: 150, currencies_code: 'EUR' },
  tickets: [
    {
      fare_name: 'Corsa singola',
      valid_from: '2026-11-18T07:40:00.000Z',
      valid_to: '2026-11-18T09:20:00.000Z',
      time_zone: 'Europe/Rome',
      ticket_amount: 150,
      first_validation_transit_data: { station: 'Termini' },
      last_validation_transit_data: null,
    },
  ],
};

function answeringGet(path: string, answer: () => Response) {
  const paths: string[] = [];
  server.use(
    http.get(`${OMS}/${path}/*`, ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return answer();
    }),
  );
  return paths;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('HttpTravelHistory', () => {
  it('asks for the whole range of every card, each alias followed by "/", and reads the tickets', async () => {
    const paths = answeringGet('tickets/get', () => HttpResponse.json({ payload: [ticketDto] }));
    const [ticket] = await history.tickets({ range: NOVEMBER, aliasPans: ALIASES });
    expect(paths).toEqual(['/oms/tickets/get/metro/0/0/3:desc/2026-11-01/2026-11-22/PA-4111/PA-5555/']);
    expect(ticket).toEqual({
      id: '41',
      fare: 'Corsa singola',
      card: { label: 'VISA Debit', scheme: 'visa', truncatedPan: '411111******1111', formFactor: 'card' },
      amount: { minor: 150, currency: 'EUR' },
      firstTap: [
        ['station', 'Termini'],
        ['line', 'A'],
        ['gate', '4'],
      ],
      lastTap: [
        ['station', 'Colosseo'],
        ['line', 'B'],
      ],
      validFrom: new Date('2026-11-18T07:40:00.000Z'),
      validTo: new Date('2026-11-18T09:20:00.000Z'),
      timeZone: 'Europe/Rome',
    });
  });

  it("reads when the rider tapped out (last_tap_at, an extension) and leaves the trip's zone out when the operator does", async () => {
    const { time_zone: _zone, ...withoutZone } = ticketDto;
    answeringGet('tickets/get', () =>
      HttpResponse.json({
        payload: [
          { ...ticketDto, last_tap_at: '2026-11-18T07:57:00.000Z' },
          { ...withoutZone, last_tap_at: null },
        ],
      }),
    );
    const [tapped, zoneless] = await history.tickets({ range: NOVEMBER, aliasPans: ALIASES });
    expect(tapped).toMatchObject({ timeZone: 'Europe/Rome', lastTapAt: new Date('2026-11-18T07:57:00.000Z') });
    expect(zoneless).not.toHaveProperty('timeZone');
    expect(zoneless).not.toHaveProperty('lastTapAt');
  });

  it("reads a fare's names per language (fare_names, an extension), keeping what is in shape and no error for the rest", async () => {
    answeringGet('tickets/get', () =>
      HttpResponse.json({
        payload: [
          { ...ticketDto, fare_names: { en: 'Single journey', it: 'Corsa singola', de: '', FR: 'x', fr: 7 } },
          { ...ticketDto, fare_names: 'Single journey' },
          { ...ticketDto, fare_names: null },
          ticketDto,
        ],
      }),
    );
    const [named, ...unnamed] = await history.tickets({ range: NOVEMBER, aliasPans: ALIASES });
    expect(named?.fareNames).toEqual({ en: 'Single journey', it: 'Corsa singola' });
    for (const trip of unnamed) expect(trip).not.toHaveProperty('fareNames');
  });

  it('passes the status flags and reads the nested card and last charge of each payment', async () => {
    const paths = answeringGet('payments/get', () => HttpResponse.json({ payload: [paymentDto] }));
    const [payment] = await history.payments({
      range: NOVEMBER,
      aliasPans: ['PA-4111'],
      statuses: { succeeded: false, failed: true },
    });
    expect(paths).toEqual(['/oms/payments/get/metro/0/0/4:desc/false/true/2026-11-01/2026-11-22/PA-4111/']);
    expect(payment).toMatchObject({
      id: '7',
      shortId: 'PK7Q2M9XA',
      status: { kind: 'failed' },
      card: { scheme: 'mastercard', formFactor: 'device', token: 'tok-4444' },
    });
  });

  it('escapes aliases so they cannot change the path', async () => {
    const paths = answeringGet('tickets/get', () => HttpResponse.json({ payload: [] }));
    await history.tickets({ range: NOVEMBER, aliasPans: ['../x?y'] });
    expect(paths[0]).toMatch(/\/\.\.%2Fx%3Fy\/$/);
  });

  it.each([
    ['no payload', { tickets: [] }],
    ['a negative amount', { payload: [{ ...ticketDto, amount: -5 }] }],
    ['a bad date', { payload: [{ ...ticketDto, valid_from: 'yesterday' }] }],
    ['a tap that is not key/value pairs', { payload: [{ ...ticketDto, first_tap: ['Termini'] }] }],
    ['a currency that is not ISO 4217', { payload: [{ ...ticketDto, currency: 'euro' }] }],
    ['a zone the browser does not know', { payload: [{ ...ticketDto, time_zone: 'Mars/Olympus' }] }],
    ['a tap-out that is not an instant', { payload: [{ ...ticketDto, last_tap_at: 'later' }] }],
  ])('calls tickets with %s malformed', async (_, body) => {
    answeringGet('tickets/get', () => HttpResponse.json(body));
    expect(await failureOf(history.tickets({ range: NOVEMBER, aliasPans: ALIASES }))).toEqual(
      new ServiceFailure(
        'malformed',
        'unexpected answer from /tickets/get/metro/0/0/3:desc/2026-11-01/2026-11-22/PA-4111/PA-5555/',
      ),
    );
  });

  it('calls a payment without its LastCharge malformed', async () => {
    answeringGet('payments/get', () => HttpResponse.json({ payload: [{ ...paymentDto, LastCharge: undefined }] }));
    const failure = await failureOf(
      history.payments({ range: NOVEMBER, aliasPans: ALIASES, statuses: { succeeded: true, failed: true } }),
    );
    expect(failure).toMatchObject({ kind: 'malformed' });
  });

  it('reads 403 as forbidden and 5xx, after its retries, as a server failure', async () => {
    answeringGet('tickets/get', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 }));
    expect(await failureOf(history.tickets({ range: NOVEMBER, aliasPans: ALIASES }))).toMatchObject({
      kind: 'forbidden',
    });
    const paths = answeringGet('payments/get', () => new HttpResponse(null, { status: 503 }));
    expect(
      await failureOf(
        history.payments({ range: NOVEMBER, aliasPans: ALIASES, statuses: { succeeded: true, failed: true } }),
      ),
    ).toMatchObject({ kind: 'server' });
    expect(paths).toHaveLength(3);
  });

  it('posts the short id with the api-key header for a receipt, and reads it', async () => {
    const seen: { body: unknown; apiKey: string | null }[] = [];
    server.use(
      http.post(`${OMS}/payments/get_info`, async ({ request }) => {
        seen.push({ body: await request.json(), apiKey: request.headers.get('api-key') });
        return HttpResponse.json(infoDto);
      }),
    );
    const info = await history.paymentInfo('PK7Q2M9XA');
    expect(seen).toEqual([{ body: { short_id: 'PK7Q2M9XA' }, apiKey: 'metro' }]);
    expect(info).toMatchObject({
      shortId: 'PK7Q2M9XA',
      amount: { minor: 150, currency: 'EUR' },
      tickets: [{ timeZone: 'Europe/Rome', lastTap: null, amount: { minor: 150, currency: 'EUR' } }],
    });
  });

  it("reads a receipt's concession trip: its key, what it took off, and the caps' discount counted from its fare", async () => {
    const [trip] = infoDto.tickets;
    const concession = { ...trip, ticket_amount: 45, base_amount: 150, cap_discount: 30, concession: 'over65' };
    server.use(
      http.post(`${OMS}/payments/get_info`, () =>
        HttpResponse.json({ ...infoDto, tickets: [{ ...concession, concession_discount: 75 }] }),
      ),
    );
    expect((await history.paymentInfo('PK7Q2M9XA'))?.tickets[0]).toMatchObject({
      amount: { minor: 45, currency: 'EUR' },
      baseAmount: { minor: 150, currency: 'EUR' },
      capDiscount: { minor: 30, currency: 'EUR' },
      concession: { key: 'over65', discount: { minor: 75, currency: 'EUR' } },
    });
    // A concession out of shape is none: the trip is read without it, with no error.
    server.use(
      http.post(`${OMS}/payments/get_info`, () =>
        HttpResponse.json({ ...infoDto, tickets: [{ ...concession, concession_discount: -1 }] }),
      ),
    );
    expect((await history.paymentInfo('PK7Q2M9XA'))?.tickets[0]).not.toHaveProperty('concession');
  });

  it('reads when the payment was made (payment.updated, an extension), and calls one that is not an instant malformed', async () => {
    const paid = { ...infoDto, payment: { ...infoDto.payment, updated: '2026-11-18T12:00:00.000Z' } };
    server.use(http.post(`${OMS}/payments/get_info`, () => HttpResponse.json(paid)));
    expect(await history.paymentInfo('PK7Q2M9XA')).toMatchObject({ paidAt: new Date('2026-11-18T12:00:00.000Z') });
    server.use(
      http.post(`${OMS}/payments/get_info`, () =>
        HttpResponse.json({ ...paid, payment: { ...paid.payment, updated: 'yesterday' } }),
      ),
    );
    expect(await failureOf(history.paymentInfo('PK7Q2M9XA'))).toMatchObject({ kind: 'malformed' });
  });

  it('answers null for a payment the operator does not know (404)', async () => {
    server.use(http.post(`${OMS}/payments/get_info`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    expect(await history.paymentInfo('P00000000')).toBeNull();
  });

  it.each([
    ['no tickets list', { ...infoDto, tickets: undefined }],
    [
      'a time zone the browser does not know',
      { ...infoDto, tickets: [{ ...infoDto.tickets[0], time_zone: 'Mars/Olympus' }] },
    ],
    ['not JSON', '<html>'],
  ])('calls a receipt with %s malformed', async (_, body) => {
    server.use(
      http.post(`${OMS}/payments/get_info`, () =>
        typeof body === 'string' ? new HttpResponse(body) : HttpResponse.json(body),
      ),
    );
    expect(await failureOf(history.paymentInfo('PK7Q2M9XA'))).toMatchObject({ kind: 'malformed' });
  });

  it('reads 403 on a receipt as forbidden, and never retries the POST', async () => {
    let calls = 0;
    server.use(
      http.post(`${OMS}/payments/get_info`, () => {
        calls += 1;
        return HttpResponse.json({ error: 'Forbidden' }, { status: 403 });
      }),
    );
    expect(await failureOf(history.paymentInfo('PK7Q2M9XA'))).toMatchObject({ kind: 'forbidden' });
    expect(calls).toBe(1);
  });
});
