import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resources } from '../../support/i18n-resources';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../../../src/core/shared/field-errors';
import { fieldErrorKey, type FieldMessages } from '../../../src/ui/shared/form/field-error-key';
import {
  FORGOT_MESSAGES,
  RESEND_MESSAGES,
  RESET_MESSAGES,
} from '../../../src/ui/features/email-flows/recovery-messages';
import { SIGN_UP_MESSAGES } from '../../../src/ui/features/sign-up/sign-up-messages';

type Language = keyof typeof resources;

const LANGUAGES = Object.keys(resources) as Language[];
const lookup = (language: Language, qualified: string): unknown => {
  const [namespace, path] = qualified.split(':') as [keyof (typeof resources)['en'], string];
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      resources[language][namespace],
    );
};

// Every namespace's parity (keys, placeholders, German not the Italian copy) is messages.test.ts's.
const SCREENS: [string, FieldMessages<string>][] = [
  ['sign-up', SIGN_UP_MESSAGES],
  ['resend', RESEND_MESSAGES],
  ['forgot', FORGOT_MESSAGES],
  ['reset', RESET_MESSAGES],
];
const codeArb: fc.Arbitrary<FieldErrorCode> = fc.constantFrom(...FIELD_ERROR_CODES, 'unknown' as const);

describe.each(SCREENS)('The %s messages', (_, messages) => {
  it('map every field and code to a message that exists in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(messages)),
        codeArb,
        fc.constantFrom(...LANGUAGES),
        (field, code, language) => {
          expect(typeof lookup(language, fieldErrorKey(messages, field, code))).toBe('string');
        },
      ),
    );
  });
});

describe('The operator texts in English', () => {
  const en = (messages: FieldMessages<string>, field: string, code: FieldErrorCode) =>
    lookup('en', fieldErrorKey(messages, field, code));

  it.each([
    ['sign-up', SIGN_UP_MESSAGES, 'email', 'notMatch', "Emails don't match"],
    ['sign-up', SIGN_UP_MESSAGES, 'email', 'AccountAlreadyExists', 'Account already exists'],
    ['sign-up', SIGN_UP_MESSAGES, 'password', 'weak', 'Password weak'],
    ['sign-up', SIGN_UP_MESSAGES, 'confirmPassword', 'notMatch', "Passwords don't match"],
    ['sign-up', SIGN_UP_MESSAGES, 'language', 'notSupported', 'Language not supported'],
    ['sign-up', SIGN_UP_MESSAGES, 'privacy', 'required', '* Required'],
    ['resend', RESEND_MESSAGES, 'email', 'AccountAlreadyConfirmed', 'Email already confirmed'],
    ['resend', RESEND_MESSAGES, 'email', 'NoAccountFound', "Account doesn't exists"],
    ['forgot', FORGOT_MESSAGES, 'email', 'UnconfirmedEmail', 'Unconfirmed email'],
    ['reset', RESET_MESSAGES, 'newPassword', 'weak', 'Password too weak'],
    ['reset', RESET_MESSAGES, 'confirmNewPassword', 'notMatch', "Passwords don't match"],
    [
      'sign-up',
      SIGN_UP_MESSAGES,
      'captcha',
      'invalid',
      'We could not verify that you are not a robot. Please try again.',
    ],
  ] as const)('%s: %s %s reads %s', (_screen, messages, field, code, text) => {
    expect(en(messages as FieldMessages<string>, field, code)).toBe(text);
  });
});
