import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { persistBeforeAnswer } from '../../sandbox/db/persist-before-answer.mjs';
import { deferred } from '../support/deferred';

/** A store whose writes the test finishes by hand. */
function aStore() {
  const writes: ReturnType<typeof deferred<unknown>>[] = [];
  const store = {
    dirty: false,
    flushAsync() {
      store.dirty = false;
      const write = deferred<unknown>();
      writes.push(write);
      return write.promise;
    },
  };
  return { store, writes };
}

/**
 * The hold on a store whose writes the test finishes by hand, and `answer`: a request's answer,
 * after a change to the store or none; `ended` records the answers sent (or destroyed).
 */
function aServer() {
  const { store, writes } = aStore();
  const hold = persistBeforeAnswer(store as never);
  const ended: string[] = [];
  const answer = (name: string, changes: boolean) => {
    const res = {
      end: () => void ended.push(name),
      destroy: () => void ended.push(`${name} destroyed`),
    } as unknown as ServerResponse;
    hold(res);
    if (changes) store.dirty = true;
    res.end();
  };
  return { writes, ended, answer };
}

const ticks = () => new Promise((resolve) => setImmediate(resolve));

describe('persistBeforeAnswer: group commits (issue 10 §4)', () => {
  it('holds answers until their changes are on the disk, and the changes made during a write share the next one', async () => {
    const { writes, ended, answer } = aServer();
    answer('a', true);
    await ticks();
    expect([writes.length, ended]).toEqual([1, []]);
    // While the first write goes to the disk, 50 more changes come in, and one read.
    for (let index = 0; index < 50; index += 1) answer(`b${index}`, true);
    answer('read', false);
    await ticks();
    expect(writes.length).toBe(1);
    writes[0]!.resolve(undefined);
    await ticks();
    expect(ended).toEqual(['a']);
    expect(writes.length).toBe(2);
    writes[1]!.resolve(undefined);
    await ticks();
    expect(ended).toHaveLength(52);
    expect(writes.length).toBe(2);
  });

  it('answers a request that changed nothing at once when no write is on its way', async () => {
    const { writes, ended, answer } = aServer();
    answer('read', false);
    expect(ended).toEqual(['read']);
    expect(writes).toEqual([]);
  });

  it('ends the connections of a failed write instead of acknowledging', async () => {
    const { writes, ended, answer } = aServer();
    answer('a', true);
    await ticks();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A write that fails: the store's promise rejects.
    writes[0]!.resolve(Promise.reject(new Error('disk full')));
    await ticks();
    await ticks();
    expect(ended).toEqual(['a destroyed']);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
