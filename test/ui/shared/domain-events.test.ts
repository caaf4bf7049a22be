import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../../src/ui/shared/server-state/domain-events';
import { cardsKeys } from '../../../src/ui/shared/server-state/cards-queries';
import { travelsKeys } from '../../../src/ui/shared/server-state/travels-queries';

/** A client holding one read receipt, as the receipt dialog leaves it. */
function withReceipt() {
  return withReceiptOn(new QueryClient());
}

function withReceiptOn(queries: QueryClient) {
  const key = travelsKeys.receipt('A1B2C3', 'it-IT', 'en');
  queries.setQueryData(key, { kind: 'not-found' });
  return { queries, stale: () => queries.getQueryState(key)?.isInvalidated };
}

describe("a payment's receipt follows the domain events (ADR 0009)", () => {
  it.each(['debtSettled', 'caseOpened', 'cardsChanged'] as const)('is stale after %s', async (event) => {
    const { queries, stale } = withReceipt();
    expect(stale()).toBe(false);
    await domainEvents(queries)[event]();
    expect(stale()).toBe(true);
  });
});

describe('the domain events, a stream per query client', () => {
  it('is the same stream for the same client, and tells each event as it is announced', async () => {
    const queries = new QueryClient();
    const heard: string[] = [];
    domainEvents(queries).happened$.subscribe((event) => heard.push(event));
    await domainEvents(queries).cardsChanged();
    await Promise.all([domainEvents(queries).caseOpened(), domainEvents(queries).debtSettled()]);
    expect(heard).toEqual(['cardsChanged', 'caseOpened', 'debtSettled']);
    expect(domainEvents(new QueryClient()).happened$).not.toBe(domainEvents(queries).happened$);
  });

  it('marks the cards stale before the reads keyed by them ("cards changed")', async () => {
    const queries = new QueryClient();
    const cards = cardsKeys.all;
    const receipt = travelsKeys.receipt('A1B2C3', 'it-IT', 'en');
    queries.setQueryData(cards, []);
    queries.setQueryData(receipt, { kind: 'not-found' });
    const order: string[] = [];
    queries.getQueryCache().subscribe(({ type, query }) => {
      if (type === 'updated' && query.state.isInvalidated) order.push(String(query.queryKey[0]));
    });
    await domainEvents(queries).cardsChanged();
    expect(order).toEqual(['cards', 'travels']);
  });

  it('tells the announcer when the reads could not be marked, and follows the next event', async () => {
    const queries = new QueryClient();
    const invalidate = queries.invalidateQueries.bind(queries);
    let fail = true;
    queries.invalidateQueries = (filters) => (fail ? Promise.reject(new Error('cache gone')) : invalidate(filters));
    const { stale } = withReceiptOn(queries);
    await expect(domainEvents(queries).debtSettled()).rejects.toThrow('cache gone');
    fail = false;
    await domainEvents(queries).debtSettled();
    expect(stale()).toBe(true);
  });
});
