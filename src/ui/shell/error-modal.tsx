import { lazy, Suspense, useEffect, useState } from 'react';
import { useObservable } from '../shared/hooks/use-observable';
import { useUiState } from '../shared/state/ui-state';

// The dialog (zag's dialog, focus trap, scroll lock: ~10 kB gzip) stays off the first visit's
// critical path, but is fetched as soon as the browser is idle: the error it reports is often that
// the network went away, when its chunk could no longer be fetched.
const loadDialog = () => import('./error-dialog');
const ErrorDialog = lazy(() => loadDialog().then((m) => ({ default: m.ErrorDialog })));

/** Fetches the dialog's chunk once the page is idle (or after a moment where there is no idle callback). */
function usePrefetchDialog(): void {
  useEffect(() => {
    const prefetch = () => void loadDialog().catch(() => undefined);
    if (typeof globalThis.requestIdleCallback === 'function') {
      const handle = globalThis.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => globalThis.cancelIdleCallback(handle);
    }
    const handle = setTimeout(prefetch, 1500);
    return () => clearTimeout(handle);
  }, []);
}

/** The global error modal (spec 8), from the first error on; it stays mounted so that it can close. */
export function ErrorModal() {
  const error = useObservable(useUiState().errors.error$);
  const [needed, setNeeded] = useState(false);
  usePrefetchDialog();
  if (error !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ErrorDialog />
    </Suspense>
  ) : null;
}
