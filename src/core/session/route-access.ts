/** Who may open a route (docs/behaviour/screens.md#route-access). */
export type RouteAccess = 'public' | 'protected' | 'any';

export type RouteDecision =
  | { readonly kind: 'allow' }
  /** `returnTo`: the page a rider sent to log in comes back to once signed in. */
  | { readonly kind: 'redirect'; readonly to: string; readonly returnTo?: string };

export const SIGNED_IN_HOME = '/dashboard';
export const SIGNED_OUT_HOME = '/';

/** Where the rider is, and the page they were sent away from (untrusted: it comes from the history's state). */
export interface RoutePlace {
  readonly here?: string;
  readonly returnTo?: unknown;
}

/** A path of this portal (not another site's address, not `//host`), the only kind of page to return to. */
export const isPortalPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/**
 * Public routes send signed-in riders to the dashboard, or back to the page they were sent away from (a session
 * that ended, a bookmarked page); protected ones send visitors to login, remembering the page they asked for.
 */
export function decideRouteAccess(access: RouteAccess, signedIn: boolean, place: RoutePlace = {}): RouteDecision {
  if (access === 'public' && signedIn) {
    return { kind: 'redirect', to: isPortalPath(place.returnTo) ? place.returnTo : SIGNED_IN_HOME };
  }
  if (access === 'protected' && !signedIn) {
    return isPortalPath(place.here)
      ? { kind: 'redirect', to: SIGNED_OUT_HOME, returnTo: place.here }
      : { kind: 'redirect', to: SIGNED_OUT_HOME };
  }
  return { kind: 'allow' };
}
