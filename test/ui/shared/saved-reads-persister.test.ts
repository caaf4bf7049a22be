import { describe, expect, it } from 'vitest';
import { InMemorySavedReads } from '../../../src/adapters/in-memory/shared/in-memory-saved-reads';
import { savedReadsPersister } from '../../../src/ui/shared/query/saved-reads-persister';

const client = (data: unknown) => ({
  timestamp: 1,
  buster: '1',
  clientState: {
    mutations: [],
    queries: [
      {
        queryKey: ['travels'],
        queryHash: '["travels"]',
        state: { data, dataUpdatedAt: 1, status: 'success' as const },
      },
    ],
  },
});

describe('the saved reads persister (docs/adr/0012-offline-reading.md)', () => {
  it("keeps one account's copy, with its dates as dates", async () => {
    const savedReads = new InMemorySavedReads();
    const persister = savedReadsPersister(savedReads, 7, () => true);
    const trip = { validFrom: new Date('2026-11-18T07:40:00Z'), note: { $date: 'not a date' } };
    await persister.persistClient(client([trip]) as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const restored = await savedReadsPersister(savedReads, 7, () => true).restoreClient();
    const [read] = restored!.clientState.queries[0]!.state.data as (typeof trip)[];
    expect(read!.validFrom).toEqual(new Date('2026-11-18T07:40:00Z'));
    expect(read!.note).toEqual({ $date: 'not a date' });
    expect(await savedReadsPersister(savedReads, 8, () => true).restoreClient()).toBeUndefined();
  });

  it('writes nothing once the account has left', async () => {
    const savedReads = new InMemorySavedReads();
    await savedReadsPersister(savedReads, 7, () => false).persistClient(client([]) as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(savedReads.accounts()).toEqual([]);
  });
});
