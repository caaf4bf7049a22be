import { useSyncExternalStore } from 'react';
import { isDeviceOnline } from './device-online';

export { isDeviceOnline };

/**
 * Whether the operator could not be reached the last time a read tried, though the device says it is online (a
 * tunnel, a station's Wi-Fi without the internet, a start from the service worker with the network gone: the
 * browser's flag stays true). Cleared by a read that succeeds, and by the device's coming back online.
 */
let unreachable = false;
const changes = new Set<() => void>();

/** What a read learnt of the network: `false` after a network failure, `true` after an answer. */
export function reportReach(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  for (const changed of changes) changed();
}

/** Whether the portal counts as online for what it shows: the device says so and the operator answers. */
export const isOnline = (): boolean => isDeviceOnline() && !unreachable;

/** Whether reads fail for the network although the device says it is online (the reconnection probe's cue). */
export const isUnreachable = (): boolean => isDeviceOnline() && unreachable;

/** Calls back when the device goes offline or back online (its own events); returns the unsubscribe function. */
export function watchDevice(listener: (online: boolean) => void): () => void {
  const changed = () => {
    if (isDeviceOnline()) unreachable = false;
    listener(isDeviceOnline());
  };
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Calls back on any change of `isOnline`: the device's events and what reads learnt. */
export function watchConnection(listener: () => void): () => void {
  const stopDevice = watchDevice(() => listener());
  changes.add(listener);
  return () => {
    stopDevice();
    changes.delete(listener);
  };
}

/** Whether the portal is online, following its changes (docs/adr/0012-offline-reading.md). */
export function useOnline(): boolean {
  return useSyncExternalStore(watchConnection, isOnline, () => true);
}
