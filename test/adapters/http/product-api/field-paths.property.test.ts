import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES } from '../../../../src/core/shared/field-errors';
import {
  LOGIN_PATHS,
  RESET_PASSWORD_PATHS,
  SIGN_UP_PATHS,
  mapFieldErrors,
  type RawFieldError,
} from '../../../../src/adapters/http/product-api/field-paths';
import { toSignUpAnswer } from '../../../../src/adapters/http/product-api/new-user-dto';
import { toResetPasswordAnswer } from '../../../../src/adapters/http/product-api/token-answers-dto';

const KNOWN_PATHS = [...LOGIN_PATHS.keys(), ...SIGN_UP_PATHS.keys(), ...RESET_PASSWORD_PATHS.keys()];
const TRICKY_PATHS = [
  'email',
  'name',
  'privacy',
  'user.privacy',
  'user.',
  'user',
  '__proto__',
  'constructor',
  'toString',
  '',
];
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
    expect(
      mapFieldErrors(
        [
          { path: 'user.email', msg: 'notMatch' },
          { path: 'email', msg: 'weak' },
        ],
        SIGN_UP_PATHS,
      ),
    ).toEqual({ email: 'notMatch' });
  });
});

describe('the answer readers hand the mapped errors to the core', () => {
  it('sign-up', () => {
    fc.assert(
      fc.property(errorsArb, (errors) => {
        fc.pre(errors.length > 0);
        expect(toSignUpAnswer({ errors })).toEqual({ kind: 'invalid', errors: expected(errors, SIGN_UP_PATHS) });
      }),
    );
  });

  it('password reset', () => {
    fc.assert(
      fc.property(errorsArb, (errors) => {
        fc.pre(errors.length > 0);
        expect(toResetPasswordAnswer({ errors })).toEqual({
          kind: 'invalid',
          errors: expected(errors, RESET_PASSWORD_PATHS),
        });
      }),
    );
  });
});
