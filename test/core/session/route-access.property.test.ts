import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRouteAccess, SIGNED_IN_HOME, SIGNED_OUT_HOME } from '../../../src/core/session/route-access';
import { routeAccessArb } from '../../support/builders/arbitraries';

describe('decideRouteAccess', () => {
  it.each([
    ['public', false, { kind: 'allow' }],
    ['public', true, { kind: 'redirect', to: '/dashboard' }],
    ['protected', false, { kind: 'redirect', to: '/' }],
    ['protected', true, { kind: 'allow' }],
    ['any', false, { kind: 'allow' }],
    ['any', true, { kind: 'allow' }],
  ] as const)('%s route, signed in: %s → %o', (access, signedIn, decision) => {
    expect(decideRouteAccess(access, signedIn)).toEqual(decision);
  });

  it('never redirects to a home the rider would be redirected from again', () => {
    fc.assert(
      fc.property(routeAccessArb, fc.boolean(), (access, signedIn) => {
        const decision = decideRouteAccess(access, signedIn);
        if (decision.kind === 'redirect') {
          const homeAccess = decision.to === SIGNED_IN_HOME ? 'protected' : 'public';
          expect([SIGNED_IN_HOME, SIGNED_OUT_HOME]).toContain(decision.to);
          expect(decideRouteAccess(homeAccess, signedIn)).toEqual({ kind: 'allow' });
        }
      }),
    );
  });
});

describe('decideRouteAccess: back to the page after login', () => {
  const portalPath = fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//'));

  it('remembers the protected page a visitor was sent away from', () => {
    fc.assert(
      fc.property(portalPath, (here) => {
        expect(decideRouteAccess('protected', false, { here })).toEqual({
          kind: 'redirect',
          to: SIGNED_OUT_HOME,
          returnTo: here,
        });
      }),
    );
  });

  it('returns a rider who logs in to that page', () => {
    fc.assert(
      fc.property(portalPath, (returnTo) => {
        expect(decideRouteAccess('public', true, { here: '/', returnTo })).toEqual({ kind: 'redirect', to: returnTo });
      }),
    );
  });

  it.each([['https://evil.example/'], ['//evil.example/'], ['/\\evil.example'], [42], [null]])(
    'never returns to %j: the dashboard instead',
    (returnTo) => {
      expect(decideRouteAccess('public', true, { returnTo })).toEqual({ kind: 'redirect', to: SIGNED_IN_HOME });
    },
  );
});
