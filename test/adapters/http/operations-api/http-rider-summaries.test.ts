import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../../src/adapters/http/client/create-http-client';
import { HttpRiderSummaries } from '../../../../src/adapters/http/operations-api/http-rider-summaries';
import { HttpTravelHistory } from '../../../../src/adapters/http/operations-api/http-travel-history';
import { setUpTestServer } from '../../../support/msw/test-server';
import { ticketDto } from './ticket-dto';

const OMS = 'http://operator.test/oms';
const server = setUpTestServer();
const client = createHttpClient({ baseURL: OMS, timeoutMs: 1000, retry: { sleep: async () => {} } });
const summaries = new HttpRiderSummaries(client, 'metro');
const WEEK = { from: '2026-11-16', to: '2026-11-22' };

const cardDto = {
  id: 7,
  label: 'VISA Debit',
  truncated_pan: '411111******1111',
  alias_pan: 'PA-4111',
  aid: null,
  form_factors_name: 'CARD',
  created: '2025-10-01T08:00:00.000Z',
  updated: '2026-11-02T08:00:00.000Z',
};
/** A capped trip of tickets/get (fareCaps' fields). */
const cappedDto = { ...ticketDto, amount: 100, base_amount: 150, cap_discount: 50, alias_pan: 'PA-4111' };
const failed = [{ alias_pan: 'PA-4111', total_amount: 300, count: 2 }];

function answering(payload: unknown) {
  server.use(http.get(`${OMS}/rider_summary/metro`, () => HttpResponse.json({ payload })));
}

describe('HttpRiderSummaries', () => {
  it("reads this week's trips as the tickets read reads them", async () => {
    answering({ cards: [cardDto], failed_summaries: failed, week: { ...WEEK, tickets: [cappedDto] } });
    server.use(http.get(`${OMS}/tickets/get/*`, () => HttpResponse.json({ payload: [cappedDto] })));
    const summary = await summaries.summary();
    const tickets = await new HttpTravelHistory(client, 'metro').tickets({ range: WEEK, aliasPans: ['PA-4111'] });
    expect(summary?.week).toEqual({ range: WEEK, tickets });
    expect(summary?.week?.tickets[0]).toMatchObject({ capDiscount: { minor: 50, currency: 'EUR' } });
  });

  it('answers no week when the operator sends none', async () => {
    answering({ cards: [cardDto], failed_summaries: failed });
    const summary = await summaries.summary();
    expect(summary).not.toHaveProperty('week');
    expect(summary?.cards).toHaveLength(1);
  });

  it.each([
    ['not an object', 'this week'],
    ['a day that does not exist', { from: '2026-11-31', to: '2026-11-22', tickets: [] }],
    ['days that run backwards', { from: '2026-11-22', to: '2026-11-16', tickets: [] }],
    ['no trips list', { ...WEEK }],
    ['a trip out of shape', { ...WEEK, tickets: [cappedDto, { ...cappedDto, valid_from: 'yesterday' }] }],
  ])('leaves out a week out of shape (%s), with the cards and what is owed kept', async (_, week) => {
    answering({ cards: [cardDto], failed_summaries: failed, week });
    const summary = await summaries.summary();
    expect(summary).not.toBeNull();
    expect(summary).not.toHaveProperty('week');
    expect(summary?.cards.map((card) => card.aliasPan)).toEqual(['PA-4111']);
    expect(summary?.failedSummaries).toEqual([{ minor: 300, currency: 'EUR', count: 2 }]);
  });

  it('fails as the card list would when the cards are out of shape, whatever the week', async () => {
    answering({ cards: 'none', failed_summaries: failed, week: { ...WEEK, tickets: [cappedDto] } });
    await expect(summaries.summary()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
