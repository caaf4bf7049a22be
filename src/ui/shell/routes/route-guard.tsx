import { Navigate, Outlet } from 'react-router-dom';
import { decideRouteAccess, type RouteAccess } from '../../../core/session/route-access';
import { useSession } from '../../shared/hooks/use-session';

/** Lets the rider through, or redirects as the core's access rule decides (docs/behaviour/screens.md#route-access). */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const decision = decideRouteAccess(access, useSession() !== null);
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}
