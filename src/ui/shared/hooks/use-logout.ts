import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutUser } from '../../../core/session/logout-user';
import { useUseCase } from '../di/use-use-case';
import { PATHS } from '../paths';
import { useLoginGuarded } from '../routing/login-guarded';
import { useUiState } from '../state/ui-state';
import { useAction } from './use-action';

/**
 * Ends the session and returns to the login page (docs/behaviour/rules.md#sessions), offline too; the session owner
 * updates the screens. The rider lands on the login page once: in the signed-in area its guard takes them there when
 * the session ends (a second navigation would mount the login page again, and an arrival popup with it).
 */
export function useLogout(): () => Promise<void> {
  const logoutUser = useUseCase(LogoutUser);
  const { session } = useUiState();
  const guarded = useLoginGuarded();
  const run = useAction('allowed');
  const navigate = useNavigate();
  return useCallback(async () => {
    session.beginLogout();
    await run(() => logoutUser.execute());
    if (!guarded) await navigate(PATHS.login, { replace: true });
  }, [logoutUser, session, guarded, run, navigate]);
}
