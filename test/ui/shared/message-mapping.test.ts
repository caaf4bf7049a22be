import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resources } from '../../support/i18n-resources';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../../../src/core/shared/field-errors';
import type { ServiceFailureKind } from '../../../src/core/shared/service-failure';
import { LOGIN_FIELDS } from '../../../src/core/session/login-user';
import { errorMessage } from '../../../src/ui/shared/error-message';
import { fieldErrorKey, UNKNOWN_MESSAGE } from '../../../src/ui/shared/form/field-error-key';
import { LOGIN_MESSAGES } from '../../../src/ui/features/sign-in/login-messages';

const lookup = (language: keyof typeof resources, qualified: string): unknown => {
  const [namespace, path] = qualified.includes(':') ? qualified.split(':') : ['common', qualified];
  const tree = resources[language][namespace as 'common' | 'sign-in'];
  return path!.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
};

const codeArb: fc.Arbitrary<FieldErrorCode> = fc.constantFrom(...FIELD_ERROR_CODES, 'unknown' as const);
const kindArb = fc.constantFrom<ServiceFailureKind | 'unexpected'>(
  'network',
  'timeout',
  'server',
  'malformed',
  'unauthorized',
  'forbidden',
  'unexpected',
);

describe('Login field messages', () => {
  it('maps every field and code to a message that exists in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOGIN_FIELDS),
        codeArb,
        fc.constantFrom('en', 'it', 'fr', 'de' as const),
        (field, code, language) => {
          expect(typeof lookup(language, fieldErrorKey(LOGIN_MESSAGES, field, code))).toBe('string');
        },
      ),
    );
  });

  it('keeps the operator texts in English and falls back to "Invalid value"', () => {
    const en = (field: 'email' | 'password', code: FieldErrorCode) =>
      lookup('en', fieldErrorKey(LOGIN_MESSAGES, field, code));
    expect(en('email', 'required')).toBe('* Required');
    expect(en('email', 'invalid')).toBe('Invalid email');
    expect(en('email', 'NoAccountFound')).toBe("Account doesn't exists");
    expect(en('password', 'required')).toBe('* Required');
    expect(en('password', 'invalid')).toBe('Invalid password');
    expect(fieldErrorKey(LOGIN_MESSAGES, 'password', 'notMatch')).toBe(UNKNOWN_MESSAGE);
  });
});

describe('Error modal messages', () => {
  it("always gives a translated message, or the server's own words for a server fault", () => {
    fc.assert(
      fc.property(kindArb, fc.option(fc.string(), { nil: null }), (kind, detail) => {
        const message = errorMessage({ kind, detail });
        if ('text' in message) {
          expect(kind).toBe('server');
          expect(message.text).toBe(detail);
        } else {
          for (const language of ['en', 'it', 'fr', 'de'] as const)
            expect(typeof lookup(language, message.key)).toBe('string');
        }
      }),
    );
  });

  it("never shows a network failure's raw detail", () => {
    fc.assert(
      fc.property(fc.string(), (detail) => {
        expect(errorMessage({ kind: 'network', detail })).toEqual({ key: 'errors.network' });
      }),
    );
  });
});
