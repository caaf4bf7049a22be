import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginOutcome } from '../../../core/session/login-user';
import { isPortalPath } from '../../../core/session/route-access';
import { PATHS, type TypedEmail } from '../../shared/paths';

/**
 * What follows a login, by password or any provider (docs/behaviour/rules.md#sessions): a signed-in rider sees
 * the portal in the account's language at /dashboard, or back on the page a session that ended left (the route
 * guard's `returnTo`); an unconfirmed one goes to /email/unconfirmed, carrying the address typed (`email`) for the
 * confirmation e-mail's resend form.
 * Answers false for an outcome that keeps the rider on the screen. The session itself reaches the
 * screens from the core, through the shell's session owner.
 */
export function useCompleteLogin(): (outcome: LoginOutcome, email?: string) => Promise<boolean> {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const returnTo = (useLocation().state as { returnTo?: unknown } | null)?.returnTo;
  return useCallback(
    async (outcome, email) => {
      if (outcome.kind === 'signed-in') {
        const { language } = outcome.account;
        const supported = i18n.options.supportedLngs || [];
        if (supported.includes(language)) await i18n.changeLanguage(language);
        await navigate(isPortalPath(returnTo) ? returnTo : PATHS.dashboard, { replace: true });
        return true;
      }
      if (outcome.kind === 'unconfirmed-email') {
        await navigate(PATHS.emailUnconfirmed, { state: email ? ({ email } satisfies TypedEmail) : null });
        return true;
      }
      return false;
    },
    [i18n, navigate, returnTo],
  );
}
