import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../sandbox/http/answer-cache.mjs';

const answer = (text: string) => ({ body: Buffer.from(text) });

describe('AnswerCache', () => {
  it('builds an answer once per database state, and shares a build under way', async () => {
    const cache = new AnswerCache();
    const builds: string[] = [];
    const build = (text: string) => async () => {
      builds.push(text);
      return answer(text);
    };
    const [first, second] = await Promise.all([
      cache.get('year', 1, build('v1')),
      cache.get('year', 1, build('v1 again')),
    ]);
    expect([first.body.toString(), second.body.toString()]).toEqual(['v1', 'v1']);
    expect((await cache.get('year', 2, build('v2'))).body.toString()).toBe('v2');
    expect((await cache.get('other', 2, build('other'))).body.toString()).toBe('other');
    expect(builds).toEqual(['v1', 'v2', 'other']);
  });

  it('forgets a failed build, and the least recently used answers past its size', async () => {
    const cache = new AnswerCache(10);
    const failed = cache.get('a', 1, () => Promise.reject(new Error('disk')));
    await expect(failed).rejects.toThrow('disk');
    expect((await cache.get('a', 1, async () => answer('12345'))).body.toString()).toBe('12345');
    await cache.get('b', 1, async () => answer('67890'));
    await cache.get('a', 1, async () => answer('not built'));
    await cache.get('c', 1, async () => answer('xxxxx'));
    expect([...cache.entries.keys()]).toEqual(['a', 'c']);
    expect(cache.bytes).toBe(10);
  });

  it('gives a built answer at once, and none while it is under way or once the database has changed', async () => {
    const cache = new AnswerCache();
    let finish = (_: { body: Buffer }) => {};
    const building = cache.get('year', 1, () => new Promise((resolve) => (finish = resolve)));
    expect(cache.peek('year', 1)).toBeUndefined();
    finish(answer('v1'));
    await building;
    expect(cache.peek('year', 1)?.body.toString()).toBe('v1');
    expect(cache.peek('year', 2)).toBeUndefined();
    expect(cache.peek('other', 1)).toBeUndefined();
  });
});
