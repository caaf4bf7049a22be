import { ServiceFailure } from '../shared/service-failure';
import type { StoredSession } from '../session/stored-session';
import type { AccountSettings, PasswordAnswer, PasswordChange } from './account-settings';

/** Changes the signed-in rider's password (docs/behaviour/screens.md#change-password): the current one proves it is them. */
export class ChangePassword {
  constructor(
    private readonly settings: AccountSettings,
    private readonly session: StoredSession,
  ) {}

  async execute(change: Omit<PasswordChange, 'accountId'>): Promise<PasswordAnswer> {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    return this.settings.changePassword({ ...change, accountId: account.id });
  }
}
