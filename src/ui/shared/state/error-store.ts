import { BehaviorSubject } from 'rxjs';
import { isServiceFailure, type ServiceFailureKind } from '../../../core/shared/service-failure';

/** What the global error modal shows: a service failure, work refused offline, or a bug we did not expect. */
export interface PortalError {
  readonly kind: ServiceFailureKind | 'unexpected' | 'offline';
  readonly detail: string | null;
  readonly retryAfterSeconds?: number;
}

/** The one error the global error modal shows; null when it is closed. */
export class ErrorStore {
  readonly error$ = new BehaviorSubject<PortalError | null>(null);
  /** How many times the rider asked for the screen again: the route outlet mounts it afresh at each. */
  readonly reloads$ = new BehaviorSubject(0);

  get error(): PortalError | null {
    return this.error$.getValue();
  }

  report(error: unknown): PortalError {
    const shown: PortalError = isServiceFailure(error)
      ? { kind: error.kind, detail: error.detail, retryAfterSeconds: error.retryAfterSeconds }
      : { kind: 'unexpected', detail: null };
    this.error$.next(shown);
    return shown;
  }

  /** Work that needs the network was not started: the device is offline. */
  refuseOffline(): PortalError {
    const shown: PortalError = { kind: 'offline', detail: null };
    this.error$.next(shown);
    return shown;
  }

  clear(): void {
    this.error$.next(null);
  }

  /** Closes the modal and starts the current screen again. */
  reload(): void {
    this.clear();
    this.reloads$.next(this.reloads$.getValue() + 1);
  }
}
