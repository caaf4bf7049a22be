import { ObservableValue } from './observable-value';
import type { Account } from '../../../core/session/account';

/** The signed-in rider as the screens see it: null when signed out. */
export class SessionStore {
  readonly account$: ObservableValue<Account | null>;

  constructor(initial: Account | null) {
    this.account$ = new ObservableValue(initial);
  }

  get account(): Account | null {
    return this.account$.getValue();
  }

  signIn(account: Account): void {
    this.account$.next(account);
  }

  signOut(): void {
    if (this.account !== null) this.account$.next(null);
  }
}
