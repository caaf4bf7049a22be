import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ExchangeResetToken } from '../../../core/account/exchange-reset-token';
import { TokenProgressCard } from './token-progress-card';
import { useOnArrival } from '../../shared/hooks/use-on-arrival';
import { useUrlToken, type TokenState } from './use-url-token';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { PATHS } from '../../shared/paths';

/**
 * Forgot-password request in progress (/forgot_password/request_in_progress?token=,
 * docs/behaviour/screens.md#e-mail-requests): trades the link's token on arrival for the reset form's token, which
 * travels to /reset_password in the router state, never in an address.
 */
export function ForgotRequestInProgressScreen() {
  const { t } = useTranslation('email-flows', { useSuspense: true });
  const token = useUrlToken();
  const exchangeResetToken = useUseCase(ExchangeResetToken);
  const run = useAction();
  const navigate = useNavigate();
  const { failed, retry } = useOnArrival(async () => {
    const outcome = await run(() => exchangeResetToken.execute(token));
    if (!outcome) return false;
    if (outcome.kind === 'expired') await navigate(PATHS.requestExpired, { replace: true });
    else await navigate(PATHS.resetPassword, { replace: true, state: { token: outcome.token } satisfies TokenState });
    return true;
  });
  return <TokenProgressCard title={t('common:pages.forgotPasswordInProgress')} failed={failed} onRetry={retry} />;
}
