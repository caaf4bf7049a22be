import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../../src/adapters/in-memory/shared/in-memory-storage';

describe('InMemoryStorage', () => {
  it('keeps values and tells watchers only of changes made by another tab', () => {
    const storage = new InMemoryStorage({ a: '1' });
    const seen: (string | null)[] = [];
    const stop = storage.watch('a', (value) => seen.push(value));
    storage.write('a', '2');
    storage.simulateOtherTab('b', 'x');
    storage.simulateOtherTab('a', '3');
    storage.simulateOtherTab('a', null);
    stop();
    storage.simulateOtherTab('a', '4');
    expect(seen).toEqual(['3', null]);
    expect(storage.snapshot()).toEqual({ a: '4', b: 'x' });
  });
});
