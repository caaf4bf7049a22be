/** What `afterNetworkQuiet` watches: requests finishing, and a timer. */
export interface NetworkWatch {
  /** Calls `done` each time a request of the page finishes; returns how to stop. */
  onRequestDone(done: () => void): () => void;
  /** Calls `fire` after `ms`; returns how to cancel. */
  after(ms: number, fire: () => void): () => void;
}

/**
 * Runs `work` once no request of the page has finished for `quietMs` (the page's own reads and chunks are in), or after
 * `longestMs` whatever the network does. Work that downloads much and is not needed for the page on screen (the
 * service worker's precache, ≈ 1 MB) then never takes a slow network's bandwidth from what the rider waits for.
 */
export function afterNetworkQuiet(
  work: () => void,
  watch: NetworkWatch,
  { quietMs = 2_000, longestMs = 30_000 }: { quietMs?: number; longestMs?: number } = {},
): void {
  let done = false;
  let cancelQuiet = () => {};
  const finish = () => {
    if (done) return;
    done = true;
    cancelQuiet();
    stopWatching();
    cancelLongest();
    work();
  };
  const restartQuiet = () => {
    cancelQuiet();
    cancelQuiet = watch.after(quietMs, finish);
  };
  const stopWatching = watch.onRequestDone(restartQuiet);
  const cancelLongest = watch.after(longestMs, finish);
  restartQuiet();
}

/** The browser's watch: Resource Timing entries as requests finish, and `setTimeout`. */
export const browserNetworkWatch: NetworkWatch = {
  onRequestDone(done) {
    if (typeof PerformanceObserver === 'undefined') return () => {};
    const observer = new PerformanceObserver(() => done());
    observer.observe({ type: 'resource' });
    return () => observer.disconnect();
  },
  after(ms, fire) {
    const timer = setTimeout(fire, ms);
    return () => clearTimeout(timer);
  },
};
