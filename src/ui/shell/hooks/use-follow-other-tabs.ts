import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { WatchSession } from '../../../core/session/watch-session';
import { useUseCase } from '../../shared/di/use-use-case';
import { PATHS } from '../../shared/paths';
import { useUiState } from '../../shared/state/ui-state';

/** Signs this tab in or out when the rider does so in another tab. */
export function useFollowOtherTabs(): void {
  const watchSession = useUseCase(WatchSession);
  const { session } = useUiState();
  const navigate = useNavigate();
  useEffect(
    () =>
      watchSession.execute((account) => {
        if (account) {
          session.signIn(account);
        } else if (session.account) {
          session.signOut();
          void navigate(PATHS.login, { replace: true });
        }
      }),
    [watchSession, session, navigate],
  );
}
