import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpCardStatus } from '../../../../src/adapters/http/operations-api/http-card-status';
import { setUpTestServer } from '../../../support/msw/test-server';

const OMS = 'http://operator.test/oms';
const server = setUpTestServer();
const client = createHttpClient({ baseURL: OMS, timeoutMs: 1000, retry: { sleep: async () => {} } });
const status = new HttpCardStatus(client, 'metro');
const DENIED = {
  alias_pan: 'PA-5555',
  state: 'denied',
  amount_due: 480,
  currency: 'EUR',
  failed_count: 2,
  next_retry_at: null,
  denied_at: '2026-11-18T02:41:09.000Z',
  unblocked_at: null,
};

const answering = (answer: () => Response) => server.use(http.get(`${OMS}/card_status/metro`, answer));

describe('HttpCardStatus (cardStatus)', () => {
  it("reads each card's state", async () => {
    answering(() => HttpResponse.json({ payload: { retry_after_days: 10, cards: [DENIED] } }));
    expect(await status.states()).toEqual({
      retryAfterDays: 10,
      cards: [
        {
          aliasPan: 'PA-5555',
          standing: 'denied',
          amountDue: { minor: 480, currency: 'EUR' },
          failedCount: 2,
          nextRetryAt: null,
          deniedAt: new Date('2026-11-18T02:41:09.000Z'),
          unblockedAt: null,
        },
      ],
    });
  });

  it('reads absent instants as none and EUR when the currency is left out', async () => {
    const { currency: _currency, next_retry_at: _next, ...rest } = DENIED;
    answering(() => HttpResponse.json({ payload: { retry_after_days: 3, cards: [{ ...rest, state: 'active' }] } }));
    expect((await status.states())?.cards[0]).toMatchObject({
      standing: 'active',
      nextRetryAt: null,
      amountDue: { minor: 480, currency: 'EUR' },
    });
  });

  it.each([
    ['an unknown state', { ...DENIED, state: 'frozen' }],
    ['a negative amount', { ...DENIED, amount_due: -1 }],
    ['a date that is not one', { ...DENIED, denied_at: 'yesterday' }],
    ['no alias', { ...DENIED, alias_pan: undefined }],
  ])('reads no states from an answer with %s', async (_, card) => {
    answering(() => HttpResponse.json({ payload: { retry_after_days: 10, cards: [card] } }));
    expect(await status.states()).toBeNull();
  });

  it('reads none from a 404 (an operator not offering it), and makes no call when the operator does not list it', async () => {
    answering(() => HttpResponse.json({ error: 'Not found' }, { status: 404 }));
    expect(await status.states()).toBeNull();
    let called = false;
    answering(() => {
      called = true;
      return HttpResponse.json({ payload: { retry_after_days: 10, cards: [] } });
    });
    expect(await new HttpCardStatus(client, 'metro', false).states()).toBeNull();
    expect(called).toBe(false);
  });
});
