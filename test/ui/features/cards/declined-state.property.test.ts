import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProviderResult, PROVIDER_RESULTS } from '../../../../src/core/cards/provider-answer';
import { declinedIn } from '../../../../src/ui/features/cards/declined-state';

describe('declinedIn: the refusal the add-card page hands the card list', () => {
  it('lets the card list show exactly the refusals of the list, and nothing else a router state holds', () => {
    for (const result of PROVIDER_RESULTS)
      expect(declinedIn({ declined: result })).toBe(result === 'success' ? null : result);
    fc.assert(
      fc.property(fc.anything(), (declined) => {
        fc.pre(!isProviderResult(declined));
        expect(declinedIn({ declined })).toBeNull();
      }),
    );
  });
});
