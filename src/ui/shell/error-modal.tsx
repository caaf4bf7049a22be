import { lazy, Suspense, useState } from 'react';
import { useObservable } from '../shared/hooks/use-observable';
import { useUiState } from '../shared/state/ui-state';

// The dialog (zag's dialog, focus trap, scroll lock: ~10 kB gzip) loads with the first error.
const ErrorDialog = lazy(() => import('./error-dialog').then((m) => ({ default: m.ErrorDialog })));

/** The global error modal (spec 8), from the first error on; it stays mounted so that it can close. */
export function ErrorModal() {
  const error = useObservable(useUiState().errors.error$);
  const [needed, setNeeded] = useState(false);
  if (error !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ErrorDialog />
    </Suspense>
  ) : null;
}
