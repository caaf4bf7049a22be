import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpTappedCards } from '../../../../src/adapters/http/operations-api/http-tapped-cards';
import { setUpTestServer } from '../../../support/msw/test-server';

const OMS = 'http://operator.test/oms';
const server = setUpTestServer();
const lookup = new HttpTappedCards(
  createHttpClient({ baseURL: OMS, timeoutMs: 1000, retry: { sleep: async () => {} } }),
  'metro',
);
const tapped = {
  token: 'tok',
  pan_token: 'PA-1881',
  payment_account_reference: 'PAR',
  truncated_pan: '401288******1881',
  label: 'VISA',
  form_factors_name: 'CARD',
};

function answering(answer: () => Response) {
  const paths: string[] = [];
  server.use(
    http.get(`${OMS}/bank_cards/get/*`, ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return answer();
    }),
  );
  return paths;
}

describe('HttpTappedCards', () => {
  it('looks the card up by pan_token with the empty and null segments, and reads the first card', async () => {
    const paths = answering(() => HttpResponse.json({ payload: [tapped] }));
    expect(await lookup.find('PA-1881')).toEqual({
      token: 'tok',
      aliasPan: 'PA-1881',
      paymentAccountReference: 'PAR',
      truncatedPan: '401288******1881',
      label: 'VISA',
      formFactor: 'card',
    });
    expect(paths).toEqual(['/oms/bank_cards/get/metro///null/PA-1881/null']);
  });

  it('answers null for an empty payload: a card that never tapped', async () => {
    answering(() => HttpResponse.json({ payload: [] }));
    expect(await lookup.find('PA-8453')).toBeNull();
  });

  it('escapes an alias so it cannot change the path', async () => {
    const paths = answering(() => HttpResponse.json({ payload: [] }));
    await lookup.find('../../x?y');
    expect(paths).toEqual(['/oms/bank_cards/get/metro///null/..%2F..%2Fx%3Fy/null']);
  });

  it.each([
    ['no payload', { cards: [] }],
    ['a card without pan_token', { payload: [{ ...tapped, pan_token: '' }] }],
  ])('calls %s malformed', async (_, body) => {
    answering(() => HttpResponse.json(body));
    await expect(lookup.find('PA-1881')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("is forbidden for another rider's card", async () => {
    answering(() => HttpResponse.json({ error: 'Not your card' }, { status: 403 }));
    await expect(lookup.find('PA-1881')).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
