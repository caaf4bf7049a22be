import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../../src/adapters/http/client/retry-get-requests';

describe('backoffDelay', () => {
  it('is full jitter: a whole number in [0, base · 2^attempt)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, baseDelayMs, random) => {
          const delay = backoffDelay(attempt, { retries: 2, baseDelayMs, random: () => random, sleep: async () => {} });
          expect(Number.isInteger(delay)).toBe(true);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThan(baseDelayMs * 2 ** attempt);
        },
      ),
    );
  });
});
