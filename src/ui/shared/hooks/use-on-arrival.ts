import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs `work` once when the screen arrives, even where React runs effects twice (StrictMode), and
 * again only on `retry`. `work` answers false when it could not complete (the error modal tells why).
 */
export function useOnArrival(work: () => Promise<boolean>): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });

  const start = useCallback(() => {
    started.current = true;
    setFailed(false);
    void latest.current().then((done) => setFailed(!done));
  }, []);

  useEffect(() => {
    if (!started.current) start();
  }, [start]);

  return { failed, retry: start };
}
