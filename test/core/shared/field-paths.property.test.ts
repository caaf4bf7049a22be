import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES, type RawFieldError } from '../../../src/core/shared/field-errors';
import { LOGIN_PATHS, RESET_PASSWORD_PATHS, SIGN_UP_PATHS, mapFieldErrors } from '../../../src/core/shared/field-paths';
import { ResetPassword } from '../../../src/core/account/reset-password';
import { SignUpUser } from '../../../src/core/account/sign-up-user';
import { FakeCaptcha } from '../../../src/adapters/in-memory/account/fake-captcha';
import { aNewUser } from '../../support/builders/new-user-builder';
import { anOperator } from '../../support/builders/operator-builder';

const KNOWN_PATHS = [...LOGIN_PATHS.keys(), ...SIGN_UP_PATHS.keys(), ...RESET_PASSWORD_PATHS.keys()];
const TRICKY_PATHS = ['email', 'name', 'privacy', 'user.privacy', 'user.', 'user', '__proto__', 'constructor', 'toString', ''];
const CODES: readonly string[] = [...FIELD_ERROR_CODES, 'unknown'];

/** Any error list a server could send, mostly about the screens' own paths. */
const errorsArb: fc.Arbitrary<RawFieldError[]> = fc.array(
  fc.record({
    path: fc.oneof(fc.constantFrom(...KNOWN_PATHS, ...TRICKY_PATHS), fc.string()),
    msg: fc.oneof(fc.constantFrom(...FIELD_ERROR_CODES, 'unknown', 'tooShort', '', '__proto__'), fc.string()),
  }),
  { maxLength: 16 },
);

/** The rule, said once more in the plainest way: the first error of each path the table knows. */
function expected(errors: readonly RawFieldError[], paths: ReadonlyMap<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, field] of paths) {
    const first = errors.find((error) => error.path === path);
    if (first) result[field] = CODES.includes(first.msg) && first.msg !== 'unknown' ? first.msg : 'unknown';
  }
  return result;
}

describe.each([
  ['login', LOGIN_PATHS],
  ['sign-up', SIGN_UP_PATHS],
  ['password reset', RESET_PASSWORD_PATHS],
])('mapFieldErrors for %s', (_, paths) => {
  const fields: readonly string[] = [...paths.values()];

  it('answers only the screen’s fields, each with a known code or unknown, and never throws', () => {
    fc.assert(
      fc.property(errorsArb, (errors) => {
        const mapped = mapFieldErrors(errors, paths);
        expect(Object.getPrototypeOf(mapped)).toBe(Object.prototype);
        for (const [field, code] of Object.entries(mapped)) {
          expect(fields).toContain(field);
          expect(CODES).toContain(code);
        }
      }),
    );
  });

  it('keeps the first error of each field, and every field the server named', () => {
    fc.assert(
      fc.property(errorsArb, (errors) => {
        expect(mapFieldErrors(errors, paths)).toEqual(expected(errors, paths));
      }),
    );
  });
});

describe('mapFieldErrors', () => {
  it('strips the body nesting (user.email → email)', () => {
    expect(mapFieldErrors([{ path: 'user.email', msg: 'notMatch' }, { path: 'email', msg: 'weak' }], SIGN_UP_PATHS))
      .toEqual({ email: 'notMatch' });
  });
});

describe('the use cases hand the mapped errors to the screen', () => {
  it('SignUpUser', async () => {
    await fc.assert(
      fc.asyncProperty(errorsArb, async (errors) => {
        const operator = anOperator().build().scriptNext('signUp', { kind: 'invalid', errors });
        const outcome = await new SignUpUser(operator, new FakeCaptcha()).execute({ ...aNewUser().build(), privacyAccepted: true });
        expect(outcome).toEqual({ kind: 'invalid', errors: expected(errors, SIGN_UP_PATHS) });
      }),
    );
  });

  it('ResetPassword', async () => {
    await fc.assert(
      fc.asyncProperty(errorsArb, async (errors) => {
        const operator = anOperator().build().scriptNext('resetPassword', { kind: 'invalid', errors });
        const outcome = await new ResetPassword(operator).execute({
          token: 'a-well-formed-token-0001',
          newPassword: 'x',
          confirmNewPassword: 'y',
        });
        expect(outcome).toEqual({ kind: 'invalid', errors: expected(errors, RESET_PASSWORD_PATHS) });
      }),
    );
  });
});
