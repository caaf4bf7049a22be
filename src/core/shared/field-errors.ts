/** The validation codes (docs/behaviour/rules.md#validation), and tooYoung (docs/behaviour/rules.md#date-of-birth); anything else is `unknown`. */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'notMatch',
  'weak',
  'notSupported',
  /** A date of birth under the operator's minimum age (an extension of the contract, docs/contracts.md). */
  'tooYoung',
  'NoAccountFound',
  'AccountAlreadyExists',
  'AccountAlreadyConfirmed',
  'UnconfirmedEmail',
  /** Keeping a checked card: no live card-scoped access (it ended), or the card is in an account by now (cardCheck). */
  'noCardAccess',
  'belongsToAccount',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number] | 'unknown';

/** Field name → the code of its first error. */
export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorCode>>;
