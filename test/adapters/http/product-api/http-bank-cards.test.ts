import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpBankCards } from '../../../../src/adapters/http/product-api/http-bank-cards';
import { HttpPaymentRequests } from '../../../../src/adapters/http/product-api/http-payment-requests';
import { API_URL, apiUrl } from '../../../support/msw/product-api';
import { setUpTestServer } from '../../../support/msw/test-server';
import { aTappedCard } from '../../../support/builders/card-builder';

const server = setUpTestServer();
const client = createHttpClient({
  baseURL: API_URL,
  timeoutMs: 1000,
  headers: { 'x-api-key': 'metro' },
  retry: { sleep: async () => {} },
});
const cards = new HttpBankCards(client);
const requests = new HttpPaymentRequests(client);

const visaDto = {
  id: 7,
  label: 'VISA Debit',
  truncated_pan: '411111******1111',
  alias_pan: 'PANALIAS-4111',
  aid: 'A0000000031010',
  form_factors_name: 'CARD',
  created: '2025-10-01T08:00:00.000Z',
  updated: '2026-11-02T08:00:00.000Z',
};
const phoneDto = {
  ...visaDto,
  id: 8,
  label: 'MASTERCARD',
  truncated_pan: '555555******4444',
  alias_pan: 'PA-5555',
  aid: null,
  form_factors_name: 'DEVICE',
};

function answering(path: string, answer: () => Response) {
  const seen: { body: unknown; key: string | null }[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      seen.push({ body: await request.json(), key: request.headers.get('x-api-key') });
      return answer();
    }),
  );
  return seen;
}

describe('HttpBankCards', () => {
  it("lists the account's cards as the domain knows them", async () => {
    const seen = answering('/bank_cards/get', () => HttpResponse.json([visaDto, phoneDto]));
    const listed = await cards.list(1);
    expect(listed.map((card) => [card.id, card.scheme, card.formFactor, card.aid])).toEqual([
      [7, 'visa', 'card', 'A0000000031010'],
      [8, 'mastercard', 'device', null],
    ]);
    expect(listed[0]?.updated).toEqual(new Date('2026-11-02T08:00:00.000Z'));
    expect(seen).toEqual([{ body: { accounts_id: 1 }, key: 'metro' }]);
  });

  it.each([
    ['not an array', { cards: [] }],
    ['a card without its alias', [{ ...visaDto, alias_pan: undefined }]],
    ['a card with an impossible date', [{ ...visaDto, updated: 'yesterday' }]],
    ['an HTML page', '<html>'],
  ])('calls %s malformed', async (_, body) => {
    answering('/bank_cards/get', () => (typeof body === 'string' ? new HttpResponse(body) : HttpResponse.json(body)));
    await expect(cards.list(1)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('adds the looked-up card to the account and reads each answer', async () => {
    const seen = answering('/bank_cards/add', () => HttpResponse.json([visaDto]));
    expect(await cards.add(aTappedCard().build(), 1)).toMatchObject({ kind: 'added', cards: [{ id: 7 }] });
    expect(seen[0]?.body).toEqual({
      accounts_id: 1,
      bank_card: {
        token: 'tok-4111',
        pan_token: 'PANALIAS-4111',
        payment_account_reference: 'PAR-4111',
        truncated_pan: '411111******1111',
        label: 'VISA Debit',
        form_factors_name: 'CARD',
      },
    });
    answering('/bank_cards/add', () => HttpResponse.json('Bank Card Already Added'));
    expect(await cards.add(aTappedCard().build(), 1)).toEqual({ kind: 'already-added' });
    answering('/bank_cards/add', () => HttpResponse.json('Bank Card Linked To Another Account'));
    expect(await cards.add(aTappedCard().build(), 1)).toEqual({ kind: 'linked-elsewhere' });
  });

  it('removes a card by its id; a refused one is a failure', async () => {
    const seen = answering('/bank_cards/remove', () => HttpResponse.json({ removed: true }));
    await cards.remove(7);
    expect(seen[0]?.body).toEqual({ bank_cards_id: 7 });
    answering('/bank_cards/remove', () => HttpResponse.json({ error: 'Not your card' }, { status: 403 }));
    await expect(cards.remove(9)).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('ends an expired session as unauthorized, never POSTing twice', async () => {
    const seen = answering('/bank_cards/get', () => HttpResponse.json({ error: 'Sign in again' }, { status: 401 }));
    await expect(cards.list(1)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(seen).toHaveLength(1);
  });
});

describe('HttpPaymentRequests', () => {
  const signed = {
    url: 'http://localhost:5173/sandbox/vpos/metro',
    fields: { ORDERID: 'o', AMOUNT: '0', REQ: 'URLMS=x', MAC: 'ab' },
  };

  it('asks the server to sign, for a purpose', async () => {
    const seen = answering('/payment_requests/sign', () => HttpResponse.json(signed));
    expect(await requests.sign('card_registration')).toEqual(signed);
    expect(seen[0]?.body).toEqual({ purpose: 'card_registration' });
  });

  it("sends the attempt's idempotency key, and reads a 409 with the debt's open order as that order", async () => {
    const key = '3b241101-e2bb-4255-8caf-4136c566a962';
    const seen = answering('/payment_requests/sign', () =>
      HttpResponse.json({ error: 'A payment for this debt is already open', ...signed }, { status: 409 }),
    );
    expect(await requests.sign('settlement', key)).toEqual(signed);
    expect(seen[0]?.body).toEqual({ purpose: 'settlement', idempotency_key: key });
  });

  it('reads a 409 without an order (nothing to settle) as a failure', async () => {
    answering('/payment_requests/sign', () => HttpResponse.json({ error: 'Nothing to settle' }, { status: 409 }));
    await expect(requests.sign('settlement', '3b241101-e2bb-4255-8caf-4136c566a962')).rejects.toBeDefined();
  });

  it.each([
    ['a javascript: URL', { ...signed, url: 'javascript:alert(1)' }],
    ['no MAC', { ...signed, fields: { ORDERID: 'o', REQ: 'x' } }],
    ['a field that is not text', { ...signed, fields: { ...signed.fields, AMOUNT: 0 } }],
  ])('refuses %s as malformed', async (_, body) => {
    answering('/payment_requests/sign', () => HttpResponse.json(body));
    await expect(requests.sign('card_registration')).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('HttpBankCards.remove, whose answer the base contract does not show', () => {
  it('takes an empty 200 as a removal', async () => {
    server.use(http.post(apiUrl('/bank_cards/remove'), () => new HttpResponse(null, { status: 200 })));
    await expect(cards.remove(7)).resolves.toBeUndefined();
  });
});
