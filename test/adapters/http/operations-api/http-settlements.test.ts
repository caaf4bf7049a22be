import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpSettlements } from '../../../../src/adapters/http/operations-api/http-settlements';
import { setUpTestServer } from '../../../support/msw/test-server';

const OMS = 'http://operator.test/oms';
const server = setUpTestServer();
const settlements = new HttpSettlements(
  createHttpClient({ baseURL: OMS, timeoutMs: 1000, retry: { sleep: async () => {} } }),
  'metro',
);
const record = {
  transactionId: 'TX-9',
  orderId: '6f1c2a4e-5b7d-4c8e-9f00-1a2b3c4d5e6f',
  currency: '978',
  amount: 420,
  success: true,
  message: 'Success',
};

function answering(path: string, answer: () => Response) {
  const paths: string[] = [];
  server.use(
    http.get(`${OMS}/${path}/*`, ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return answer();
    }),
  );
  return paths;
}

describe('HttpSettlements', () => {
  it('asks the failed summaries of every card, each alias followed by "/", and reads their amounts', async () => {
    const paths = answering('payments/get_failed_summaries', () =>
      HttpResponse.json({ payload: [{ total_amount: 300 }, { total_amount: '120' }] }),
    );
    expect(await settlements.failedSummaries(['PA-1', 'PA-2'])).toEqual([
      { minor: 300, currency: 'EUR' },
      { minor: 120, currency: 'EUR' },
    ]);
    expect(paths).toEqual(['/oms/payments/get_failed_summaries/metro/0/0/PA-1/PA-2/']);
  });

  it("reads each summary's currency, a numeric ISO 4217 code as its alphabetic one; an unknown code is malformed", async () => {
    answering('payments/get_failed_summaries', () =>
      HttpResponse.json({
        payload: [
          { total_amount: 300, currencies_code: '756' },
          { total_amount: 120, currencies_code: 'CHF' },
        ],
      }),
    );
    expect(await settlements.failedSummaries(['PA-1', 'PA-2'])).toEqual([
      { minor: 300, currency: 'CHF' },
      { minor: 120, currency: 'CHF' },
    ]);
    answering('payments/get_failed_summaries', () =>
      HttpResponse.json({ payload: [{ total_amount: 300, currencies_code: '999' }] }),
    );
    await expect(settlements.failedSummaries(['PA-1'])).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reads how many payments each summary counts (an extension), and calls a count that is not a whole number above zero malformed', async () => {
    answering('payments/get_failed_summaries', () =>
      HttpResponse.json({
        payload: [
          { total_amount: 300, count: 2 },
          { total_amount: 120, count: null },
        ],
      }),
    );
    expect(await settlements.failedSummaries(['PA-1', 'PA-2'])).toEqual([
      { minor: 300, currency: 'EUR', count: 2 },
      { minor: 120, currency: 'EUR' },
    ]);
    for (const count of [0, 1.5, '2', -1]) {
      answering('payments/get_failed_summaries', () => HttpResponse.json({ payload: [{ total_amount: 300, count }] }));
      await expect(settlements.failedSummaries(['PA-1'])).rejects.toMatchObject({ kind: 'malformed' });
    }
  });

  it('calls summaries without a whole amount malformed', async () => {
    answering('payments/get_failed_summaries', () => HttpResponse.json({ payload: [{ total_amount: 'lots' }] }));
    await expect(settlements.failedSummaries(['PA-1'])).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('records a payment with the base contract path, and reads the verified outcome', async () => {
    const paths = answering('payments/save', () =>
      HttpResponse.json({ payload: { saved: true, status: 'SUCCEEDED', amount: 420 } }),
    );
    expect(await settlements.save(record)).toEqual({ kind: 'recorded', succeeded: true });
    expect(paths).toEqual([`/oms/payments/save/metro/1/0/SIA_VPOS/TX-9/${record.orderId}/978/420/true/Success/`]);
  });

  it('reads the credit of a payment for a debt already settled, and refuses one that is not whole cents', async () => {
    answering('payments/save', () =>
      HttpResponse.json({ payload: { saved: true, status: 'SUCCEEDED', amount: 420, short_id: 'S-1', credit: 420 } }),
    );
    expect(await settlements.save(record)).toEqual({ kind: 'recorded', succeeded: true, credit: 420 });
    answering('payments/save', () =>
      HttpResponse.json({ payload: { saved: true, status: 'SUCCEEDED', amount: 420, credit: '420' } }),
    );
    await expect(settlements.save(record)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reads 409 as not confirmed by the provider, and escapes what it passes', async () => {
    const paths = answering('payments/save', () => HttpResponse.json({ error: 'not confirmed' }, { status: 409 }));
    expect(await settlements.save({ ...record, transactionId: '../x', message: 'Denied by card issuer' })).toEqual({
      kind: 'unconfirmed',
    });
    expect(paths[0]).toContain('/..%2Fx/');
    expect(paths[0]).toContain('/Denied%20by%20card%20issuer/');
  });

  it('reads 403 as forbidden and an answer it does not know as malformed', async () => {
    answering('payments/save', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 }));
    await expect(settlements.save(record)).rejects.toMatchObject({ kind: 'forbidden' });
    answering('payments/save', () => HttpResponse.json({ payload: { saved: 'yes' } }));
    await expect(settlements.save(record)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
