import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFieldErrors } from '../../../../src/adapters/http/client/answer-body';
import { rawFieldErrorsArb } from '../../../support/builders/arbitraries';

describe('parseFieldErrors', () => {
  it('never throws, and reads back any well-formed list', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        parseFieldErrors(value);
      }),
    );
    fc.assert(
      fc.property(rawFieldErrorsArb, (errors) => {
        expect(parseFieldErrors(errors)).toEqual(errors);
      }),
    );
  });
});
