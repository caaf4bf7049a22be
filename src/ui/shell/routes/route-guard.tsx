import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideRouteAccess, type RouteAccess } from '../../../core/session/route-access';
import { useSession } from '../../shared/hooks/use-session';
import { LoginGuarded } from '../../shared/routing/login-guarded';
import { useUiState } from '../../shared/state/ui-state';

/** What a redirect to login keeps in the history: the page to come back to after login. */
interface ReturnState {
  readonly returnTo?: unknown;
}

/**
 * Lets the rider through, or redirects as the core's access rule decides (docs/behaviour/screens.md#route-access):
 * a rider sent to log in (a session that ended) comes back to the page they were on; one who logged out does not.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const location = useLocation();
  const { session } = useUiState();
  const state = location.state as ReturnState | null;
  const signedIn = useSession() !== null;
  useEffect(() => {
    if (access === 'public' && !signedIn) session.logoutLanded();
  }, [access, signedIn, session]);
  const decision = decideRouteAccess(access, signedIn, {
    here: session.endedByLogout ? undefined : `${location.pathname}${location.search}`,
    returnTo: state?.returnTo,
  });
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={decision.returnTo ? { returnTo: decision.returnTo } : null} />;
  }
  if (access !== 'protected') return <Outlet />;
  return (
    <LoginGuarded.Provider value={true}>
      <Outlet />
    </LoginGuarded.Provider>
  );
}
