import { useSyncExternalStore } from 'react';

/** Whether the device says it has a connection (the browser's `navigator.onLine`; true where nobody says). */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Calls back when the device goes offline or back online; returns the unsubscribe function. */
export function watchConnection(listener: (online: boolean) => void): () => void {
  const changed = () => listener(isOnline());
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the device is online, following its changes (docs/adr/0012-offline-reading.md). */
export function useOnline(): boolean {
  return useSyncExternalStore(watchConnection, isOnline, () => true);
}
