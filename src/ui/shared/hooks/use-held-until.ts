import { useEffect, useState } from 'react';

/**
 * Whether to show what waits for `ready`: once it is, or once `maxMs` have passed without it (a slow or absent network
 * must not keep the page empty). Stays true once true.
 */
export function useHeldUntil(ready: boolean, maxMs: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setTimedOut(true), maxMs);
    return () => clearTimeout(timer);
  }, [ready, maxMs]);
  const [shown, setShown] = useState(ready);
  if ((ready || timedOut) && !shown) setShown(true);
  return shown || ready || timedOut;
}
