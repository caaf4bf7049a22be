// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadScript } from '../../../src/adapters/identity/load-script';

const scripts = () => [...document.head.querySelectorAll('script')];

beforeEach(() => document.head.replaceChildren());

describe('loadScript', () => {
  it('adds one async script per URL and resolves when it has loaded', async () => {
    const first = loadScript('/sdk.js');
    const second = loadScript('/sdk.js');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toMatchObject({ async: true, src: `${window.location.origin}/sdk.js` });
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScript('/sdk.js');
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails, removes it, and adds it again on the next call', async () => {
    const failed = loadScript('/broken.js');
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not load /broken.js');
    expect(scripts()).toHaveLength(0);
    const retry = loadScript('/broken.js');
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
