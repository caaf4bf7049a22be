import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmEmail } from '../../../core/account/confirm-email';
import { TokenProgressCard } from './token-progress-card';
import { useOnArrival } from '../../shared/hooks/use-on-arrival';
import { useUrlToken } from './use-url-token';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { PATHS } from '../../shared/paths';

/**
 * E-mail confirmation in progress (/email/confirmation_in_progress?token=, docs/behaviour/screens.md#token-pages): submits
 * the link's token on arrival; an expired one leads to /request/expired, else to /email/confirmed.
 */
export function ConfirmationInProgressScreen() {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  const token = useUrlToken();
  const confirmEmail = useUseCase(ConfirmEmail);
  const run = useAction();
  const navigate = useNavigate();
  const { failed, retry } = useOnArrival(async () => {
    const outcome = await run(() => confirmEmail.execute(token));
    if (!outcome) return false;
    const to =
      outcome.kind === 'expired'
        ? PATHS.requestExpired
        : `${PATHS.emailConfirmed}?${new URLSearchParams({ email: outcome.email })}`;
    await navigate(to, { replace: true });
    return true;
  });
  return <TokenProgressCard title={t('common:pages.emailConfirmationInProgress')} failed={failed} onRetry={retry} />;
}
