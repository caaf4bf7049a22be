import type { FieldErrors } from '../shared/field-errors';
import { token, type Token } from '../shared/token';
import type { Account } from '../session/account';

/** The fields of the edit form (docs/behaviour/screens.md#edit-account). */
export type EditAccountField = 'name' | 'surname' | 'language';
export type ChangePasswordField = 'current' | 'next' | 'confirm';
export type DeletionField = 'code';

export interface AccountChanges {
  readonly id: number;
  readonly name: string;
  readonly surname: string;
  readonly language: string;
}

export interface PasswordChange {
  readonly accountId: number;
  readonly current: string;
  readonly next: string;
  readonly confirm: string;
}

export type EditAnswer =
  | { readonly kind: 'saved'; readonly account: Account }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<EditAccountField> };

export type PasswordAnswer =
  | { readonly kind: 'changed' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<ChangePasswordField> }
  /** The account signs in through a provider only: it has no password to change. */
  | { readonly kind: 'no-password' };

export type DeletionAnswer =
  | { readonly kind: 'deleted' }
  /** 'Invalid OTP': wrong, expired, or used up after too many tries. */
  | { readonly kind: 'invalid-code' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<DeletionField> };

/** The account area's calls at the product API (docs/behaviour/operator-contract.md#account-area). */
export interface AccountSettings {
  edit(changes: AccountChanges): Promise<EditAnswer>;
  changePassword(change: PasswordChange): Promise<PasswordAnswer>;
  /** Sends a deletion code to the account's e-mail address. */
  requestDeletion(accountId: number): Promise<void>;
  confirmDeletion(accountId: number, code: string): Promise<DeletionAnswer>;
}

export const AccountSettings: Token<AccountSettings> = token('AccountSettings');
