import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { reportReach } from '../../src/ui/shared/network/reach';
import { memoiseCssParse } from './css-parse-memo';
import { installLabelIndex } from './label-index';
import { installLazyComputedStyle } from './lazy-computed-style';
import { skipReactOwnerStacks } from './react-owner-stacks';
import { dispatchUserEventsOutsideAct } from './user-events-outside-act';
import { InViewObserver } from '../ui/support/intersections';

// A findBy retries its query until the element shows, and each miss made Testing Library's error, the whole page
// printed (a twentieth of the UI tests' CPU): the same error's message is made when it is read, i.e. when a test fails.
// This file runs again for every test file of a worker (isolate: false) on the same modules and window: what it
// installs, it installs once.
const LAZY_MESSAGE = Symbol.for('tapway.test.lazyElementError');
type ElementError = ReturnType<typeof getConfig>['getElementError'] & { [LAZY_MESSAGE]?: true };
const printedError: ElementError = getConfig().getElementError;
const lazyMessage: ElementError = (message, container) => {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => (text ??= printedError(message, container).message),
    set: (value: string) => (text = value),
  });
  return error;
};
lazyMessage[LAZY_MESSAGE] = true;
configure({
  // Screens and message sets load lazily: on a loaded 2-core CI machine the first render of a
  // screen can take longer than Testing Library's 1 s default for findBy/waitFor. A findBy returns
  // as soon as its element shows: the limit is only how long a failing test waits.
  asyncUtilTimeout: 60_000,
  ...(printedError[LAZY_MESSAGE] ? {} : { getElementError: lazyMessage }),
});
installLazyComputedStyle(window);
memoiseCssParse();
installLabelIndex();
skipReactOwnerStacks();
dispatchUserEventsOutsideAct();

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
globalThis.IntersectionObserver ??= InViewObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  // The files share modules (isolate: false): a read that failed for the network leaves the next test online.
  reportReach(true);
});
