import { useSyncExternalStore } from 'react';
import {
  combineLatest,
  defer,
  distinctUntilChanged,
  fromEvent,
  map,
  merge,
  startWith,
  tap,
  type Observable,
} from 'rxjs';
import { isDeviceOnline } from './device-online';
import { reached$, reportReach } from './reach';

export { isDeviceOnline, reportReach };

/** How the portal stands with the network: online, offline (the device says so), or the operator out of reach. */
export type Connection = 'online' | 'offline' | 'unreachable';

/**
 * The device's own flag (`navigator.onLine`), at once and then at each of its `online` and `offline` events. Coming
 * back online, the operator counts as reached again until a read says otherwise.
 */
export const deviceOnline$: Observable<boolean> = defer(() =>
  merge(fromEvent(window, 'online'), fromEvent(window, 'offline')).pipe(
    map(isDeviceOnline),
    tap((online) => online && reportReach(true)),
    startWith(isDeviceOnline()),
  ),
);

/** The portal's connection as the device's events and the reads' answers change it, each change once. */
export const connection$: Observable<Connection> = combineLatest([deviceOnline$, reached$]).pipe(
  map(([device, reached]): Connection => (!device ? 'offline' : reached ? 'online' : 'unreachable')),
  distinctUntilChanged(),
);

/** Whether the portal counts as online for what it shows: the device says so and the operator answers. */
export const isOnline = (): boolean => isDeviceOnline() && reached$.getValue();

/** Whether reads fail for the network although the device says it is online (the reconnection probe's cue). */
export const isUnreachable = (): boolean => isDeviceOnline() && !reached$.getValue();

const followConnection = (onChange: () => void) => {
  const subscription = connection$.subscribe(onChange);
  return () => subscription.unsubscribe();
};

/** Whether the portal is online, following its changes (docs/adr/0012-offline-reading.md). */
export function useOnline(): boolean {
  return useSyncExternalStore(followConnection, isOnline, () => true);
}
