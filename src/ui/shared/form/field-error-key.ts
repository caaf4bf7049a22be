import type { FieldErrorCode } from '../../../core/shared/field-errors';

/** Per field, the message key of each validation code a screen knows (docs/behaviour/rules.md#validation). */
export type FieldMessages<F extends string> = Readonly<Record<F, Partial<Record<FieldErrorCode, string>>>>;

export const REQUIRED_MESSAGE = 'common:fieldErrors.required';
/** A failed bot-protection check, shown above the form's button (sign-up, resend, forgot). */
export const CAPTCHA_MESSAGES = { invalid: 'common:captcha.failed', required: 'common:captcha.failed' } as const;

/** The message for a code the screen does not expect. */
export const UNKNOWN_MESSAGE = 'common:fieldErrors.unknown';

export function fieldErrorKey<F extends string>(messages: FieldMessages<F>, field: F, code: FieldErrorCode): string {
  return messages[field][code] ?? UNKNOWN_MESSAGE;
}
