import { useSession } from '../../shared/hooks/use-session';
import { PublicLayout } from './public-layout';
import { LazySignedInLayout } from './lazy-signed-in-layout';

/** For pages open to everyone (privacy, not found): the frame that fits the session. */
export function AdaptiveLayout() {
  return useSession() ? <LazySignedInLayout /> : <PublicLayout />;
}
