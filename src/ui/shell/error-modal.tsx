import { lazy, Suspense, useEffect, useState } from 'react';
import { useObservable } from '../shared/hooks/use-observable';
import { useUiState } from '../shared/state/ui-state';

// The dialog (zag's dialog, focus trap, scroll lock: ~10 kB gzip) stays off the first visit's
// critical path, but is fetched as soon as the rider starts to use the page (or after a while): the
// error it reports is often that the network went away, when its chunk could no longer be fetched.
const loadDialog = () => import('./error-dialog');
const ErrorDialog = lazy(() => loadDialog().then((m) => ({ default: m.ErrorDialog })));

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/** Fetches the dialog's chunk on the rider's first interaction, or ten seconds after the portal starts. */
function usePrefetchDialog(): void {
  useEffect(() => {
    const prefetch = () => {
      stop();
      void loadDialog().catch(() => undefined);
    };
    const timer = setTimeout(prefetch, 10_000);
    const stop = () => {
      clearTimeout(timer);
      for (const type of FIRST_USE) document.removeEventListener(type, prefetch, true);
    };
    for (const type of FIRST_USE) document.addEventListener(type, prefetch, true);
    return stop;
  }, []);
}

/** The global error modal (docs/behaviour/screens.md#error-modal), from the first error on; it stays mounted so that it can close. */
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
