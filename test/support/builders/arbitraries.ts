import fc from 'fast-check';
import type { Account } from '../../../src/core/session/account';
import type { RawFieldError } from '../../../src/adapters/http/client/answer-body';
import { FIELD_ERROR_CODES } from '../../../src/core/shared/field-errors';
import type { Language } from '../../../src/core/shared/language';
import type { RouteAccess } from '../../../src/core/session/route-access';

const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

/** Any account the operator could send. */
export const accountArb: fc.Arbitrary<Account> = fc.record({
  id: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  name: fc.string(),
  surname: fc.string(),
  email: fc.emailAddress(),
  language: fc.string({ minLength: 1, maxLength: 5 }),
  localesId: nullable(fc.string()),
  notifyTicketIssuance: nullable(fc.boolean()),
  googleId: nullable(fc.string()),
  facebookId: nullable(fc.string()),
});

/** JSON text that is not an account: anything, a near-account with one field broken, or not JSON. */
export const corruptStoredValueArb: fc.Arbitrary<string> = fc.oneof(
  fc.string().filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc
    .jsonValue()
    .filter((value) => typeof value !== 'object' || value === null || !('email' in value))
    .map((v) => JSON.stringify(v)),
  fc
    .tuple(
      accountArb,
      fc.constantFrom('id', 'name', 'surname', 'email', 'language'),
      fc.constantFrom(null, 12.5, true, [], {}),
    )
    .map(([account, field, value]) => JSON.stringify({ ...account, [field]: value })),
  fc.tuple(accountArb, fc.constantFrom('id', 'name', 'surname', 'email', 'language')).map(([account, field]) => {
    const copy: Record<string, unknown> = { ...account };
    delete copy[field];
    return JSON.stringify(copy);
  }),
);

/** A field error the server could send: known codes, odd codes, nested and odd paths. */
export const rawFieldErrorArb: fc.Arbitrary<RawFieldError> = fc.record({
  path: fc.oneof(fc.constantFrom('email', 'password', 'user.email', 'user.name', 'token', ''), fc.string()),
  msg: fc.oneof(fc.constantFrom(...FIELD_ERROR_CODES), fc.string()),
});

export const rawFieldErrorsArb: fc.Arbitrary<RawFieldError[]> = fc.array(rawFieldErrorArb, { maxLength: 12 });

/** A browser language tag, well formed or not (`en-GB`, `FR`, `zz`, `''`, `  de_at`). */
export const languageTagArb: fc.Arbitrary<string | null | undefined> = fc.oneof(
  fc.constantFrom('en', 'en-GB', 'it-IT', 'FR', 'fr-CA', 'de', ' de-AT', 'pt-BR', 'zz', '', 'e'),
  fc.string(),
  fc.constant(null),
  fc.constant(undefined),
);

export const languageCodeArb: fc.Arbitrary<string> = fc.constantFrom(
  'en',
  'it',
  'fr',
  'de',
  'es',
  'pt',
  'nl',
  'EN',
  'It',
);

export const languageArb: fc.Arbitrary<Language> = fc.record({ id: languageCodeArb, name: fc.string() });

export const routeAccessArb: fc.Arbitrary<RouteAccess> = fc.constantFrom('public', 'protected', 'any');
