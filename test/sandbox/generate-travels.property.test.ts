import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateTravels } from '../../sandbox/oms/travels/generate-travels.mjs';

const day = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('the demo world (sandbox/oms/travels/generate-travels.mjs)', () => {
  it('charges every planned failed day as FAILED, whatever the date (a failed day on a quiet weekend still has its trip)', () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom<'commuter' | 'few' | 'courier'>('commuter', 'few', 'courier'),
        (today, pattern) => {
          const plan = { operator: 'metro', seed: 1001, pattern, failedDaysAgo: [4, 9, 18] };
          const failed = generateTravels(plan, today, 30).filter((charge) => charge.status === 'FAILED');
          expect(failed).toHaveLength(3);
        },
      ),
      { numRuns: 60 },
    );
  });
});
