import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { WatchSession } from '../../../core/session/watch-session';
import { useUseCase } from '../../shared/di/use-use-case';
import { PATHS } from '../../shared/paths';
import { useUiState } from '../../shared/state/ui-state';
import { useToasts } from '../../shared/toaster';

/**
 * The one writer of the screens' SessionStore: it follows every session change the core
 * publishes (login, provider login, logout, another tab's), and sends the rider to the login
 * page, with a notice, when the session ended in another tab (`ended$`).
 */
export function useSessionOwner(): void {
  const watchSession = useUseCase(WatchSession);
  const { session } = useUiState();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { t } = useTranslation('common');
  useEffect(
    () =>
      watchSession.execute((account, origin) => {
        if (account) session.signIn(account);
        else session.signOut(origin === 'other-tab');
      }),
    [watchSession, session],
  );
  useEffect(() => {
    const subscription = session.ended$.subscribe((end) => {
      if (end !== 'other-tab') return;
      // Nobody here asked to leave: say why the portal went back to the login page.
      toasts.notify(t('loggedOut'), 'info');
      void navigate(PATHS.login, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [session, navigate, toasts, t]);
}
