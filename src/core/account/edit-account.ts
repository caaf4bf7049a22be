import { ServiceFailure } from '../shared/service-failure';
import type { StoredSession } from '../session/stored-session';
import type { AccountChanges, AccountSettings, EditAnswer } from './account-settings';

/** Saves the rider's name, surname and language (docs/behaviour/screens.md#edit-account): the new account becomes the session's. */
export class EditAccount {
  constructor(
    private readonly settings: AccountSettings,
    private readonly session: StoredSession,
  ) {}

  async execute(changes: Omit<AccountChanges, 'id'>): Promise<EditAnswer> {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    const answer = await this.settings.edit({
      id: account.id,
      name: changes.name.trim(),
      surname: changes.surname.trim(),
      language: changes.language,
    });
    if (answer.kind === 'saved') {
      this.session.saveAccount(answer.account);
      this.session.saveLanguage(answer.account.language);
    }
    return answer;
  }
}
