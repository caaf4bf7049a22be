import { ServiceFailure } from '../shared/service-failure';
import type { StoredSession } from '../session/stored-session';
import type { AccountSettings, DeletionAnswer } from './account-settings';

/** Asks for a deletion code by e-mail (docs/behaviour/rules.md#account-deletion-code). */
export class RequestAccountDeletion {
  constructor(
    private readonly settings: AccountSettings,
    private readonly session: StoredSession,
  ) {}

  async execute(): Promise<void> {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    await this.settings.requestDeletion(account.id);
  }
}

/** Deletes the account with the e-mailed code (step 2); the UI then signs the rider out (step 4). */
export class ConfirmAccountDeletion {
  constructor(
    private readonly settings: AccountSettings,
    private readonly session: StoredSession,
  ) {}

  async execute(code: string): Promise<DeletionAnswer> {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    const trimmed = code.replace(/\s/g, '');
    if (trimmed === '') return { kind: 'invalid', errors: { code: 'required' } };
    if (!/^\d{6}$/.test(trimmed)) return { kind: 'invalid', errors: { code: 'invalid' } };
    return this.settings.confirmDeletion(account.id, trimmed);
  }
}
