import { BehaviorSubject, Subject } from 'rxjs';
import type { LanguageSettings } from '../../../core/session/language-settings';

/** The languages the selector offers, and the rider's choices as they happen. */
export class LanguageStore {
  readonly offered$: BehaviorSubject<readonly string[]>;
  /** Emits the language the rider picked in a selector (forms clear their errors on it). */
  readonly chosen$ = new Subject<string>();
  private requested = false;

  constructor(readonly settings: LanguageSettings) {
    this.offered$ = new BehaviorSubject(settings.shipped);
  }

  /** True the first time only: the server's list is asked for once per portal. */
  claimRequest(): boolean {
    if (this.requested) return false;
    this.requested = true;
    return true;
  }

  offer(languages: readonly string[]): void {
    if (languages.length > 0) this.offered$.next(languages);
  }
}
