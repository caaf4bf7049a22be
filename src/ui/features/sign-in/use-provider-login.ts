import { useCallback, useRef, useState } from 'react';
import type { ProviderName } from '../../../core/session/provider-credential';
import { LoginWithProvider, type LinkRequired, type NotCompleted } from '../../../core/session/login-with-provider';
import type { EnterpriseArrivalOutcome } from '../../../core/session/prepare-enterprise-login';
import { useToasts } from '../../shared/toaster';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { useCompleteLogin } from './use-complete-login';
import { prefetchSignedInPages } from '../../shared/routing/signed-in-prefetch';

/** The translated toast for a sign-in that did not complete. */
export type NotCompletedMessage = (outcome: NotCompleted) => string;

export const isPopupBlocked = (outcome: NotCompleted): boolean => outcome.reason.startsWith('popup-blocked');

/**
 * Provider sign-in, one popup at a time (docs/behaviour/rules.md#sessions, docs/behaviour/operator-contract.md#provider-logins): a completed login
 * goes on like the password login; one that did not complete is logged and shown in a toast.
 */
export function useProviderLogin() {
  const loginWithProvider = useUseCase(LoginWithProvider);
  const run = useAction();
  const completeLogin = useCompleteLogin();
  const toasts = useToasts();
  const [pending, setPending] = useState<ProviderName | null>(null);
  /** A provider login whose e-mail belongs to an account already: the link dialog asks for its password. */
  const [linking, setLinking] = useState<LinkRequired | null>(null);
  const inFlight = useRef(false);
  /** The "popup blocked, use the button" toast still up, which the button's next click answers. */
  const blockedToast = useRef<string | null>(null);

  /** What follows a provider interaction: the login goes on, or the rider is told why it did not. */
  const follow = useCallback(
    async (provider: ProviderName, outcome: EnterpriseArrivalOutcome | undefined, messageOf: NotCompletedMessage) => {
      if (!outcome || outcome.kind === 'signed-out-of-provider') return outcome;
      if (outcome.kind === 'link-required') {
        setLinking(outcome);
        return outcome;
      }
      if (outcome.kind !== 'not-completed' && (await completeLogin(outcome))) return outcome;
      const notCompleted: NotCompleted =
        outcome.kind === 'not-completed'
          ? outcome
          : { kind: 'not-completed', provider, reason: `refused: ${outcome.kind}` };
      console.warn(`Tapway: sign-in with ${provider} did not complete (${notCompleted.reason})`);
      const toast = toasts.notify(messageOf(notCompleted), 'warning');
      if (isPopupBlocked(notCompleted)) blockedToast.current = toast;
      return outcome;
    },
    [completeLogin, toasts],
  );

  /** Runs `work` unless another provider interaction is under way (until its outcome is followed too). */
  const attempt = useCallback(
    async (provider: ProviderName, work: () => Promise<EnterpriseArrivalOutcome>, messageOf: NotCompletedMessage) => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        setPending(provider);
        const outcome = await run(work);
        setPending(null);
        return await follow(provider, outcome, messageOf);
      } finally {
        inFlight.current = false;
      }
    },
    [run, follow],
  );

  /** The rider's click on a sign-in button: it follows a "popup blocked" toast, which then goes. */
  const signIn = useCallback(
    (provider: ProviderName, messageOf: NotCompletedMessage) => {
      if (blockedToast.current !== null) toasts.dismiss(blockedToast.current);
      blockedToast.current = null;
      prefetchSignedInPages();
      return attempt(provider, () => loginWithProvider.execute(provider), messageOf);
    },
    [attempt, loginWithProvider, toasts],
  );

  const cancelLinking = useCallback(() => setLinking(null), []);

  return { pending, attempt, signIn, linking, cancelLinking };
}
