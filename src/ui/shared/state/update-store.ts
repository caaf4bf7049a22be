import { BehaviorSubject } from 'rxjs';

/**
 * A new deployment of the portal waiting to take over (docs/adr/0012-offline-reading.md): the prompt shows while
 * `reload$` holds the way to switch to it; the app's service-worker registration offers it.
 */
export class UpdateStore {
  readonly reload$ = new BehaviorSubject<(() => void) | null>(null);

  /** A new version is ready: `reload` switches to it and reloads the page. */
  offer(reload: () => void): void {
    this.reload$.next(reload);
  }
}
