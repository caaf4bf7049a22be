import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openCases } from '../../../src/core/claims/open-cases';
import { refundPreview } from '../../../src/core/claims/refund-preview';
import { aCase, aTicket } from '../../support/builders/claim-builder';

describe('refundPreview (refund-preview.ts)', () => {
  it('is the charge minus the expected fare, never below 0', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), (charged, expected) => {
        const ticket = {
          ...aTicket('2026-11-20T08:00:00Z', 'Termini', null),
          amount: { minor: charged, currency: 'EUR' },
        };
        const preview = refundPreview({ ...ticket, incomplete: { expected: { minor: expected, currency: 'EUR' } } });
        expect(preview).toEqual({ minor: Math.max(0, charged - expected), currency: 'EUR' });
      }),
    );
  });

  it('is null for a complete trip', () => {
    expect(refundPreview(aTicket('2026-11-20T08:00:00Z'))).toBeNull();
  });
});

describe('openCases (open-cases.ts)', () => {
  it('keeps the cases not decided, in order', () => {
    const cases = (['submitted', 'approved', 'in_review', 'refused'] as const).map((status, index) =>
      aCase({ id: `C-${index}`, status }),
    );
    expect(openCases(cases).map((claim) => claim.id)).toEqual(['C-0', 'C-2']);
  });
});
