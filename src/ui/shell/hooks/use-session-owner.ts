import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { WatchSession } from '../../../core/session/watch-session';
import { useUseCase } from '../../shared/di/use-use-case';
import { PATHS } from '../../shared/paths';
import { useUiState } from '../../shared/state/ui-state';

/**
 * The one writer of the screens' SessionStore: it follows every session change the core
 * publishes (login, provider login, logout, another tab's), and sends the rider to the login
 * page when another tab signed out.
 */
export function useSessionOwner(): void {
  const watchSession = useUseCase(WatchSession);
  const { session } = useUiState();
  const navigate = useNavigate();
  useEffect(
    () =>
      watchSession.execute((account, origin) => {
        if (account) {
          session.signIn(account);
        } else if (session.account) {
          session.signOut();
          if (origin === 'other-tab') void navigate(PATHS.login, { replace: true });
        }
      }),
    [watchSession, session, navigate],
  );
}
