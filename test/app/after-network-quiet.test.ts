import { describe, expect, it } from 'vitest';
import { afterNetworkQuiet, type NetworkWatch } from '../../src/app/after-network-quiet';

/** A network and a clock moved by hand. */
function aWatch() {
  let now = 0;
  const timers = new Set<{ at: number; fire: () => void }>();
  const listeners = new Set<() => void>();
  const watch: NetworkWatch = {
    onRequestDone(done) {
      listeners.add(done);
      return () => listeners.delete(done);
    },
    after(ms, fire) {
      const timer = { at: now + ms, fire };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = [...timers].filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      now = next.at;
      timers.delete(next);
      next.fire();
    }
    now = until;
  };
  const requestDone = () => [...listeners].forEach((listener) => listener());
  return { watch, advance, requestDone, listening: () => listeners.size, pending: () => timers.size };
}

describe('afterNetworkQuiet (the service worker registered once the page has its reads)', () => {
  it('waits until no request has finished for the quiet time', () => {
    const { watch, advance, requestDone } = aWatch();
    let runs = 0;
    afterNetworkQuiet(() => (runs += 1), watch, { quietMs: 2_000, longestMs: 30_000 });
    advance(1_500);
    requestDone();
    advance(1_500);
    requestDone();
    advance(1_999);
    expect(runs).toBe(0);
    advance(1);
    expect(runs).toBe(1);
  });

  it('runs once, after the longest wait, on a network that never goes quiet, and then stops watching', () => {
    const { watch, advance, requestDone, listening, pending } = aWatch();
    let runs = 0;
    afterNetworkQuiet(() => (runs += 1), watch, { quietMs: 2_000, longestMs: 10_000 });
    for (let second = 0; second < 12; second += 1) {
      advance(1_000);
      requestDone();
    }
    expect(runs).toBe(1);
    expect(listening()).toBe(0);
    expect(pending()).toBe(0);
  });
});
