import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ageOn as coreAgeOn, validUntilFrom } from '../../src/core/concessions/concession-validity';
import { signJwt } from '../../sandbox/identity/jwt.mjs';
import { ageOn, validUntil } from '../../sandbox/oms/concessions/concession-grants.mjs';
import { PROVIDERS, verifiedAnswer } from '../../sandbox/oms/concessions/proof-providers.mjs';

// The sandbox's concession rules agree with the core's, and a provider's signed answer is trusted only when it holds
// (docs/contracts.md#concessions-reduced-fares-on-a-bank-card).

const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('the validity and age rules', () => {
  it('give the same last day as the core, for every validity and start', () => {
    fc.assert(
      fc.property(fc.constantFrom('life', 'academicYear', 'oneYear' as const), day, (validity, start) => {
        expect(validUntil(validity, start)).toBe(validUntilFrom(validity, start));
      }),
    );
  });

  it('give the same age as the core, a birthday counting from its own day', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [birth, on] = a <= b ? [a, b] : [b, a];
        expect(ageOn(birth, on)).toBe(coreAgeOn(birth, on));
      }),
    );
    expect(validUntil('oneYear', '2028-02-29')).toBe(validUntilFrom('oneYear', '2028-02-29'));
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(coreAgeOn('2000-02-29', '2026-02-28'));
    expect(ageOn('1961-11-29', '2026-11-28')).toBe(64);
    expect(ageOn('1961-11-28', '2026-11-28')).toBe(65);
  });
});

describe("a provider's signed answer", () => {
  const now = Date.parse('2026-11-28T09:00:00Z');
  const iat = Math.floor(now / 1000);
  const claims = {
    iss: PROVIDERS.digitalIdentity.issuer,
    aud: 'metro',
    nonce: 'n-1',
    iat,
    exp: iat + 120,
    birthdate: '1954-05-20',
  };
  const expected = { proof: 'digitalIdentity' as const, nonce: 'n-1', audience: 'metro', now };

  it('is trusted with its signature, issuer, audience, nonce and expiry', () => {
    expect(verifiedAnswer(signJwt(claims), expected)).toMatchObject({ birthdate: '1954-05-20' });
  });

  it('is refused from another provider, for another operator, another proof, late or altered', () => {
    expect(verifiedAnswer(signJwt({ ...claims, iss: PROVIDERS.directory.issuer }), expected)).toBeUndefined();
    expect(verifiedAnswer(signJwt({ ...claims, aud: 'enterprise' }), expected)).toBeUndefined();
    expect(verifiedAnswer(signJwt({ ...claims, nonce: 'n-2' }), expected)).toBeUndefined();
    expect(verifiedAnswer(signJwt(claims), { ...expected, now: now + 10 * 60_000 })).toBeUndefined();
    const [head, , signature] = signJwt(claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, birthdate: '1940-01-01' })).toString('base64url');
    expect(verifiedAnswer(`${head}.${forged}.${signature}`, expected)).toBeUndefined();
    expect(verifiedAnswer('not.a.token', expected)).toBeUndefined();
  });
});
