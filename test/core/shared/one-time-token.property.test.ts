import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedToken } from '../../../src/core/shared/one-time-token';

const TOKEN_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~'];

describe('isWellFormedToken', () => {
  it('accepts 16–512 characters of [A-Za-z0-9_.~-] and nothing else', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), maxLength: 600 })),
        (value) => {
          expect(isWellFormedToken(value)).toBe(/^[A-Za-z0-9_.~-]{16,512}$/.test(value));
        },
      ),
    );
    expect([null, undefined].map(isWellFormedToken)).toEqual([false, false]);
  });
});
