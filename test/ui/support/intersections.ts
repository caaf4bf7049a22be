import { vi } from 'vitest';

/**
 * jsdom's IntersectionObserver (it has none): jsdom lays nothing out, every element sits at the screen's origin, in
 * view — as this observer says of each element once told to watch it.
 */
export class InViewObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  readonly #report: IntersectionObserverCallback;
  constructor(report: IntersectionObserverCallback) {
    this.#report = report;
  }
  /** Tells the observer's owner whether `target` is in view (or near it, as its margins say). */
  inView(target: Element, near = true) {
    const entry = { target, isIntersecting: near, intersectionRatio: near ? 1 : 0 } as IntersectionObserverEntry;
    this.#report([entry], this as never);
  }
  observe(target: Element) {
    this.inView(target);
  }
  unobserve(_target: Element) {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * An IntersectionObserver the test drives (vi.unstubAllGlobals gives jsdom's back): what it watches is far from the
 * screen, as it says at once, until `nearScreen()` says every watched place is near (the rider scrolled to it).
 */
export function holdIntersections() {
  const watching = new Map<Element, InViewObserver>();
  vi.stubGlobal(
    'IntersectionObserver',
    class extends InViewObserver {
      override observe(target: Element) {
        watching.set(target, this);
        this.inView(target, false);
      }
      override unobserve(target: Element) {
        watching.delete(target);
      }
      override disconnect() {
        for (const [target, observer] of watching) if (observer === this) watching.delete(target);
      }
    },
  );
  return {
    /** How many places wait for the screen. */
    watched: () => watching.size,
    /** Every watched place nears the screen. */
    nearScreen() {
      for (const [target, observer] of [...watching]) observer.inView(target);
    },
  };
}
