import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useUiState } from './state/ui-state';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toasts {
  /** Shows a toast with an already translated message, success by default; answers its id, for `dismiss`. */
  notify(message: string, type?: ToastType): string;
  /** Closes a toast that no longer applies (a closed or unknown id is left alone). */
  dismiss(id: string): void;
}

/** This portal's toasts (its ToastStore, created with the rest of its view state by the shell). */
export function useToasts(): Toasts {
  const { toasts } = useUiState();
  return useMemo(
    () => ({
      notify: (message, type = 'success') => {
        // Never the same toast twice at once: a second one would only cover the header.
        const shown = toasts.getVisibleToasts().find((toast) => toast.description === message && toast.type === type);
        return shown?.id ?? toasts.create({ description: message, type, closable: true });
      },
      dismiss: (id) => toasts.dismiss(id),
    }),
    [toasts],
  );
}

// The toaster's view (zag's toast machines, ~8 kB gzip) loads with the first toast, not with the
// portal; it shows the toasts its store already holds.
const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

/** Where the toasts show, from the first one on (it then stays, so that toasts can leave). */
export function PortalToaster() {
  const { toasts } = useUiState();
  const [shown, setShown] = useState(() => toasts.getVisibleToasts().length > 0);
  useEffect(() => (shown ? undefined : toasts.subscribe(() => setShown(true))), [toasts, shown]);
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView toasts={toasts} />
    </Suspense>
  ) : null;
}
