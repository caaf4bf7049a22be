import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { reportReach } from '../../src/ui/shared/network/connection';
import { installLazyComputedStyle } from './lazy-computed-style';

// Screens and message sets load lazily: on a loaded 2-core CI machine the first render of a
// screen can take longer than Testing Library's 1 s default for findBy/waitFor. A findBy returns
// as soon as its element shows: the limit is only how long a failing test waits.
configure({ asyncUtilTimeout: 60_000 });
installLazyComputedStyle(window);

// What jsdom lacks and Chakra UI (Ark/Zag) reaches for.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  // The files share modules (isolate: false): a read that failed for the network leaves the next test online.
  reportReach(true);
});
