import { nameError, newPasswordError } from '../../../../contract/operator-rules.mjs';
import type {
  AccountChanges,
  AccountSettings,
  ChangePasswordField,
  DeletionAnswer,
  EditAccountField,
  EditAnswer,
  PasswordAnswer,
  PasswordChange,
} from '../../../core/account/account-settings';
import type { FieldErrors } from '../../../core/shared/field-errors';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { StoredSession } from '../../../core/session/stored-session';
import type { InMemoryOperator } from './in-memory-operator';

const TRIES = 5;

/**
 * The account area on the in-memory operator, with the sandbox's rules: only the session's own
 * account, section-5 codes, deletion by a 6-digit code that allows 5 tries.
 */
export class InMemoryAccountSettings implements AccountSettings {
  private readonly codes = new Map<number, { code: string; tries: number }>();
  private nextCode = 123456;

  constructor(
    private readonly operator: InMemoryOperator,
    private readonly session: StoredSession,
  ) {}

  /** The code the last deletion request of an account mailed (the outbox, for tests). */
  codeOf(accountId: number): string | undefined {
    return this.codes.get(accountId)?.code;
  }

  async edit(changes: AccountChanges): Promise<EditAnswer> {
    this.requireOwn(changes.id);
    const errors: FieldErrors<EditAccountField> = {};
    const name = nameError(changes.name.trim());
    const surname = nameError(changes.surname.trim());
    if (name) errors.name = name;
    if (surname) errors.surname = surname;
    if (!(await this.operator.list()).some((language) => language.id === changes.language))
      errors.language = 'notSupported';
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    this.operator.riders.update(changes.id, {
      name: changes.name,
      surname: changes.surname,
      language: changes.language,
    });
    const rider = this.operator.riders.byId(changes.id);
    if (!rider) throw new ServiceFailure('server', 'HTTP 404');
    return { kind: 'saved', account: rider.account };
  }

  async changePassword({ accountId, current, next, confirm }: PasswordChange): Promise<PasswordAnswer> {
    this.requireOwn(accountId);
    const rider = this.operator.riders.byId(accountId);
    if (!rider) throw new ServiceFailure('server', 'HTTP 404');
    if (rider.password === null) return { kind: 'no-password' };
    const errors: FieldErrors<ChangePasswordField> = {};
    if (!current) errors.current = 'required';
    const nextError = newPasswordError(next);
    if (nextError) errors.next = nextError;
    if (!confirm) errors.confirm = 'required';
    else if (confirm !== next) errors.confirm = 'notMatch';
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    if (current !== rider.password) return { kind: 'invalid', errors: { current: 'invalid' } };
    rider.password = next;
    return { kind: 'changed' };
  }

  async requestDeletion(accountId: number): Promise<void> {
    this.requireOwn(accountId);
    this.codes.set(accountId, { code: String(this.nextCode++), tries: 0 });
  }

  async confirmDeletion(accountId: number, code: string): Promise<DeletionAnswer> {
    this.requireOwn(accountId);
    const stored = this.codes.get(accountId);
    if (!stored || stored.tries >= TRIES) return { kind: 'invalid-code' };
    if (stored.code !== code) {
      stored.tries += 1;
      return { kind: 'invalid-code' };
    }
    this.codes.delete(accountId);
    this.operator.riders.remove(accountId);
    return { kind: 'deleted' };
  }

  private requireOwn(accountId: number): void {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    if (account.id !== accountId) throw new ServiceFailure('forbidden');
  }
}
