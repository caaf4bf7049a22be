import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../../src/ui/shared/server-state/domain-events';
import { travelsKeys } from '../../../src/ui/shared/server-state/travels-queries';

/** A client holding one read receipt, as the receipt dialog leaves it. */
function withReceipt() {
  const queries = new QueryClient();
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
