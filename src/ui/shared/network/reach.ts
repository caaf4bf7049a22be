import { BehaviorSubject } from 'rxjs';

/**
 * Whether the operator answered the last read that tried (docs/adr/0012-offline-reading.md): `false` after a network
 * failure though the device may say it is online (a tunnel, a station's Wi-Fi without the internet, a start from the
 * service worker with the network gone: the browser's flag stays true). Made true again by a read that succeeds and by
 * the device's coming back online (`connection.ts`). Here, apart from the streams, so that the login page can report
 * what its reads learnt without loading them.
 */
export const reached$ = new BehaviorSubject(true);

/** What a read learnt of the network: `false` after a network failure, `true` after an answer. */
export function reportReach(reached: boolean): void {
  if (reached$.getValue() !== reached) reached$.next(reached);
}
