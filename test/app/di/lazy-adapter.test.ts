import { describe, expect, it } from 'vitest';
import { lazyAdapter } from '../../../src/app/di/lazy-adapter';

interface Port {
  find(id: string): Promise<string>;
  count(): Promise<number>;
}

class Adapter implements Port {
  private readonly prefix = 'found';
  async find(id: string) {
    return `${this.prefix} ${id}`;
  }
  async count() {
    return 2;
  }
}

describe('lazyAdapter', () => {
  it('loads the adapter once, on the first call, and forwards every call to it', async () => {
    let loads = 0;
    const port = lazyAdapter<Port>(async () => {
      loads += 1;
      return new Adapter();
    }, { find: true, count: true });
    expect(loads).toBe(0);
    expect(await Promise.all([port.find('a'), port.find('b'), port.count()])).toEqual(['found a', 'found b', 2]);
    expect(loads).toBe(1);
  });

  it('fails the call when the module cannot load, and tries again on the next', async () => {
    let attempts = 0;
    const port = lazyAdapter<Port>(async () => {
      attempts += 1;
      throw new Error('offline');
    }, { find: true, count: true });
    await expect(port.count()).rejects.toThrow('offline');
    expect(attempts).toBe(1);
    await expect(port.find('a')).rejects.toThrow('offline');
    expect(attempts).toBe(2);
  });
});
