import { describe, expect, it, vi } from 'vitest';
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
    await vi.waitFor(() => expect(savedReads.accounts()).toEqual([7]));
    const restored = await savedReadsPersister(savedReads, 7, () => true).restoreClient();
    const [read] = restored!.clientState.queries[0]!.state.data as (typeof trip)[];
    expect(read!.validFrom).toEqual(new Date('2026-11-18T07:40:00Z'));
    expect(read!.note).toEqual({ $date: 'not a date' });
    expect(await savedReadsPersister(savedReads, 8, () => true).restoreClient()).toBeUndefined();
  });

  it('writes nothing once the account has left, even when it left while the copy waited for an idle moment', async () => {
    const savedReads = new InMemorySavedReads();
    let signedIn = true;
    const written = savedReadsPersister(savedReads, 7, () => signedIn).persistClient(client([]) as never);
    signedIn = false;
    await written;
    expect(savedReads.accounts()).toEqual([]);
  });

  it('drops a copy it cannot read (an older layout, or a damaged one) instead of restoring it', async () => {
    const savedReads = new InMemorySavedReads();
    await savedReads.save(7, JSON.stringify(client([{ trip: 1 }])));
    await expect(savedReadsPersister(savedReads, 7, () => true).restoreClient()).rejects.toThrow();
    await savedReads.save(7, '{"client":');
    await expect(savedReadsPersister(savedReads, 7, () => true).restoreClient()).rejects.toThrow();
  });
});
