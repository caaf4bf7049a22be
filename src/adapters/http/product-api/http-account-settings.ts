import type { AxiosInstance } from 'axios';
import type {
  AccountChanges,
  AccountSettings,
  ChangePasswordField,
  DeletionAnswer,
  DeletionField,
  EditAccountField,
  EditAnswer,
  PasswordAnswer,
  PasswordChange,
} from '../../../core/account/account-settings';
import { isRecord } from '../client/answer-body';
import { call, postAnswer } from '../client/api-call';
import { toAccount, type AccountCipher } from './account-dto';
import { fieldErrorsOf } from './field-paths';

const EDIT_PATHS: ReadonlyMap<string, EditAccountField> = new Map([
  ['account.name', 'name'],
  ['account.surname', 'surname'],
  ['account.language', 'language'],
]);
const PASSWORD_PATHS: ReadonlyMap<string, ChangePasswordField> = new Map([
  ['password', 'current'],
  ['new_password', 'next'],
  ['confirm_new_password', 'confirm'],
]);
const DELETION_PATHS: ReadonlyMap<string, DeletionField> = new Map([['OTP', 'code']]);

const hasNoPassword = (body: unknown) =>
  isRecord(body) &&
  Array.isArray(body.errors) &&
  body.errors.some((error) => isRecord(error) && error.msg === 'noPassword');

/** The account area over the product API: edit, change_password, deletion_request, deletion_confirm. */
export class HttpAccountSettings implements AccountSettings {
  constructor(
    private readonly http: AxiosInstance,
    private readonly cipher: AccountCipher,
  ) {}

  edit(changes: AccountChanges): Promise<EditAnswer> {
    return postAnswer(this.http, '/edit', { account: changes }, async (body) => {
      const errors = fieldErrorsOf(body, EDIT_PATHS);
      if (errors) return { kind: 'invalid', errors };
      const account = isRecord(body) ? await toAccount(body.account, this.cipher) : null;
      return account ? { kind: 'saved', account } : null;
    });
  }

  changePassword(change: PasswordChange): Promise<PasswordAnswer> {
    const body = {
      id: change.accountId,
      password: change.current,
      new_password: change.next,
      confirm_new_password: change.confirm,
    };
    return postAnswer(this.http, '/change_password', body, (answer) => {
      if (hasNoPassword(answer)) return { kind: 'no-password' };
      const errors = fieldErrorsOf(answer, PASSWORD_PATHS);
      if (errors) return { kind: 'invalid', errors };
      return isRecord(answer) && answer.changed === true ? { kind: 'changed' } : null;
    });
  }

  async requestDeletion(accountId: number): Promise<void> {
    // The spec does not show the answer: any 2xx, whatever its body, is a code sent.
    const request = { method: 'POST', path: '/deletion_request', body: { id: accountId } } as const;
    await call(this.http, request, { read: () => null, byStatus: { '2xx': () => true } });
  }

  confirmDeletion(accountId: number, code: string): Promise<DeletionAnswer> {
    return postAnswer(this.http, '/deletion_confirm', { id: accountId, OTP: code }, (body) => {
      if (body === 'Invalid OTP') return { kind: 'invalid-code' };
      const errors = fieldErrorsOf(body, DELETION_PATHS);
      if (errors) return { kind: 'invalid', errors };
      return isRecord(body) && body.deleted === true ? { kind: 'deleted' } : null;
    });
  }
}
