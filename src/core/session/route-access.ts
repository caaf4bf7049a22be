/** Who may open a route (docs/behaviour/screens.md#route-access). */
export type RouteAccess = 'public' | 'protected' | 'any';

export type RouteDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

export const SIGNED_IN_HOME = '/dashboard';
export const SIGNED_OUT_HOME = '/';

/** Public routes send signed-in riders to the dashboard; protected ones send visitors to login. */
export function decideRouteAccess(access: RouteAccess, signedIn: boolean): RouteDecision {
  if (access === 'public' && signedIn) return { kind: 'redirect', to: SIGNED_IN_HOME };
  if (access === 'protected' && !signedIn) return { kind: 'redirect', to: SIGNED_OUT_HOME };
  return { kind: 'allow' };
}
