import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES, parseFieldErrors, toFieldErrors } from '../../../src/core/domain/field-errors';
import { rawFieldErrorsArb } from '../../support/builders/arbitraries';

const FIELDS = ['email', 'password', 'name'] as const;
const codes: readonly string[] = [...FIELD_ERROR_CODES, 'unknown'];

describe('toFieldErrors', () => {
  it('answers only known fields, each with a known code or unknown', () => {
    fc.assert(
      fc.property(rawFieldErrorsArb, fc.constantFrom('', 'user.'), (errors, prefix) => {
        const mapped = toFieldErrors(errors, FIELDS, prefix);
        for (const [field, code] of Object.entries(mapped)) {
          expect(FIELDS).toContain(field);
          expect(codes).toContain(code);
        }
      }),
    );
  });

  it("keeps the first error of each field, and the server's code when it is a known one", () => {
    fc.assert(
      fc.property(rawFieldErrorsArb, (errors) => {
        const mapped = toFieldErrors(errors, FIELDS);
        for (const field of FIELDS) {
          const first = errors.find((error) => error.path === field);
          const expected = first === undefined ? undefined : codes.includes(first.msg) ? first.msg : 'unknown';
          expect(mapped[field]).toBe(expected);
        }
      }),
    );
  });

  it('strips the body nesting (user.email → email)', () => {
    expect(toFieldErrors([{ path: 'user.email', msg: 'notMatch' }, { path: 'email', msg: 'weak' }], FIELDS, 'user.'))
      .toEqual({ email: 'notMatch' });
  });
});

describe('parseFieldErrors', () => {
  it('never throws, and reads back any well-formed list', () => {
    fc.assert(fc.property(fc.anything(), (value) => { parseFieldErrors(value); }));
    fc.assert(fc.property(rawFieldErrorsArb, (errors) => { expect(parseFieldErrors(errors)).toEqual(errors); }));
  });
});
