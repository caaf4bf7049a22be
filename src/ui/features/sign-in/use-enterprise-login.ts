import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotCompleted } from '../../../core/session/login-with-provider';
import { PrepareEnterpriseLogin } from '../../../core/session/prepare-enterprise-login';
import { useUseCase } from '../../shared/di/use-use-case';
import { isPopupBlocked, useProviderLogin } from './use-provider-login';

/**
 * The enterprise-only login (docs/behaviour/operator-contract.md#provider-logins): on arrival, once, the directory's popup opens by itself,
 * or its logout popup runs where it still caches an account; the button signs in again.
 */
export function useEnterpriseLogin() {
  const { t } = useTranslation('sign-in');
  const prepare = useUseCase(PrepareEnterpriseLogin);
  const { pending, attempt, signIn: signInWith } = useProviderLogin();
  const [signedOut, setSignedOut] = useState(false);
  const arrived = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run: a popup must not open twice.
    if (arrived.current) return;
    arrived.current = true;
    const messageOf = (outcome: NotCompleted) =>
      t(isPopupBlocked(outcome) ? 'enterprise.arrivalBlocked' : 'enterprise.notCompleted');
    void attempt('azure', () => prepare.execute(), messageOf).then((outcome) => {
      if (outcome?.kind === 'signed-out-of-provider') setSignedOut(true);
    });
  }, [attempt, prepare, t]);

  const signIn = useCallback(() => {
    setSignedOut(false);
    const messageOf = (outcome: NotCompleted) =>
      t(isPopupBlocked(outcome) ? 'enterprise.popupBlocked' : 'enterprise.notCompleted');
    void signInWith('azure', messageOf);
  }, [signInWith, t]);

  return { pending: pending !== null, signedOut, signIn };
}
