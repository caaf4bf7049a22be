import { lazy, Suspense, useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

// The toaster (zag's toast machine, ~8 kB gzip) loads with the first toast, not with the portal.
const importView = () => import('./toaster-view');
let view: ReturnType<typeof importView> | undefined;
const loadView = () => (view ??= importView());
const ToasterView = lazy(() => loadView().then((m) => ({ default: m.ToasterView })));

let wanted = false;
const listeners = new Set<() => void>();
let count = 0;

function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Shows a toast with an already translated message, success by default; answers its id, for `dismiss`. */
export function notify(message: string, type: ToastType = 'success'): string {
  count += 1;
  const id = `tapway-toast-${count}`;
  want();
  void loadView().then(({ toaster }) => toaster.create({ id, description: message, type, closable: true }));
  return id;
}

/** Closes a toast that no longer applies (a closed or unknown id is left alone). */
export function dismiss(id: string): void {
  if (wanted) void loadView().then(({ toaster }) => toaster.dismiss(id));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the toasts show, from the first one on. */
export function PortalToaster() {
  const shown = useSyncExternalStore(subscribe, () => wanted);
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
