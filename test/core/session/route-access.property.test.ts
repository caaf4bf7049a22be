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
