import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { Account } from '../../../core/session/account';

/**
 * Why a session ended: the rider logged out here, another tab ended it (a logout there), or it ended here without the
 * rider asking (the operator refused it: expired, or signed out elsewhere).
 */
export type SessionEnd = 'logout' | 'other-tab' | 'refused';

/** The signed-in rider as the screens see it: null when signed out. */
export class SessionStore {
  readonly account$: BehaviorSubject<Account | null>;
  private readonly endings$ = new Subject<SessionEnd>();
  /** Each end of a session, with why, after the account is gone; a sign-out while signed out ends nothing. */
  readonly ended$: Observable<SessionEnd> = this.endings$.asObservable();
  private loggingOut = false;

  constructor(initial: Account | null) {
    this.account$ = new BehaviorSubject(initial);
  }

  get account(): Account | null {
    return this.account$.getValue();
  }

  /**
   * Whether the session ends (or ended) because the rider logged out here, not because it expired or another tab
   * ended it: the login page then keeps no page to return to.
   */
  get endedByLogout(): boolean {
    return this.loggingOut;
  }

  /** The rider asked to log out: said before the session ends, so that the screens know why it did. */
  beginLogout(): void {
    this.loggingOut = true;
  }

  /** The rider who logged out reached the login page: a session that ends from now on did not end that way. */
  logoutLanded(): void {
    this.loggingOut = false;
  }

  signIn(account: Account): void {
    this.loggingOut = false;
    this.account$.next(account);
  }

  /** The session ended: `otherTab` when another tab ended it. */
  signOut(otherTab = false): void {
    if (this.account === null) return;
    this.account$.next(null);
    this.endings$.next(this.loggingOut ? 'logout' : otherTab ? 'other-tab' : 'refused');
  }
}
