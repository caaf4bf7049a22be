import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideRouteAccess, type RouteAccess } from '../../../core/session/route-access';
import { useSession } from '../../shared/hooks/use-session';

/** What a redirect to login keeps in the history: the page to come back to after login. */
interface ReturnState {
  readonly returnTo?: unknown;
}

/**
 * Lets the rider through, or redirects as the core's access rule decides (docs/behaviour/screens.md#route-access):
 * a rider sent to log in (a session that ended) comes back to the page they were on.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const location = useLocation();
  const state = location.state as ReturnState | null;
  const decision = decideRouteAccess(access, useSession() !== null, {
    here: `${location.pathname}${location.search}`,
    returnTo: state?.returnTo,
  });
  if (decision.kind === 'allow') return <Outlet />;
  return <Navigate to={decision.to} replace state={decision.returnTo ? { returnTo: decision.returnTo } : null} />;
}
