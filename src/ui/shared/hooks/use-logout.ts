import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutUser } from '../../../core/session/logout-user';
import { useUseCase } from '../di/use-use-case';
import { PATHS } from '../paths';
import { useAction } from './use-action';

/** Ends the session and returns to the login page (docs/behaviour/rules.md#sessions), offline too; the session owner updates the screens. */
export function useLogout(): () => Promise<void> {
  const logoutUser = useUseCase(LogoutUser);
  const run = useAction('allowed');
  const navigate = useNavigate();
  return useCallback(async () => {
    await run(() => logoutUser.execute());
    await navigate(PATHS.login, { replace: true });
  }, [logoutUser, run, navigate]);
}
