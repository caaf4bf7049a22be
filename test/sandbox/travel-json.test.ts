import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxStore } from '../../sandbox/database.mjs';
import {
  paymentObject,
  paymentsJson,
  SLICE,
  ticketObject,
  ticketsJson,
} from '../../sandbox/oms/travels/travel-json.mjs';
import { paymentsInRange, ticketsInRange } from '../../sandbox/oms/travels/travels-db.mjs';

type Store = Awaited<ReturnType<typeof openSandboxStore>>;

/** Runs a sliced job to its end, counting its slices. */
function run(job: Generator<void, string>) {
  let slices = 1;
  for (let step = job.next(); ; step = job.next()) {
    if (step.done) return { value: JSON.parse(step.value) as unknown[], slices };
    slices += 1;
  }
}

describe('the trip and payment lists in slices', { timeout: 120_000 }, () => {
  let dataDir: string;
  let store: Store;
  let paolo: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tapway-json-'));
    store = await openSandboxStore(dataDir);
    paolo = store.get(
      `SELECT pan_token FROM account_cards ac JOIN accounts a ON a.id = ac.account_id WHERE a.email = 'paolo.neri@example.com'`,
    ).pan_token;
  });
  afterAll(async () => {
    store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const year = (aliases: string[], descending: boolean, limit = 0, offset = 0) => ({
    operator: 'metro',
    aliases,
    from: '2000-01-01',
    to: '2100-12-31',
    descending,
    limit,
    offset,
  });

  it('answers, in many slices, exactly the objects each trip and payment reads as alone, in order', () => {
    for (const descending of [true, false]) {
      const query = year([paolo], descending);
      const { value, slices } = run(ticketsJson(store, query));
      expect(value.length).toBeGreaterThan(10 * SLICE);
      expect(slices).toBeGreaterThan(10);
      expect(value).toEqual(ticketsInRange(store, query).map((row) => ticketObject(store, row.id)));
      const statuses = { succeeded: true, failed: descending };
      expect(run(paymentsJson(store, { ...query, ...statuses })).value).toEqual(
        paymentsInRange(store, { ...query, ...statuses }).map((row) => paymentObject(store, row.short_id)),
      );
    }
  });

  it('serves limit/offset pages across slices, as the whole list cut', () => {
    const all = run(ticketsJson(store, year([paolo], true))).value;
    for (const [limit, offset] of [
      [10, 0],
      [10, 20],
      [SLICE + 7, SLICE - 3],
      [0, all.length - 5],
      [10, all.length + 1],
    ] as const) {
      const expected = limit > 0 ? all.slice(offset, offset + limit) : all.slice(offset);
      expect(run(ticketsJson(store, year([paolo], true, limit, offset))).value).toEqual(expected);
    }
  });

  it('answers an empty list for a range without trips', () => {
    expect(run(ticketsJson(store, { ...year([paolo], true), from: '1990-01-01', to: '1990-01-02' })).value).toEqual([]);
  });
});
