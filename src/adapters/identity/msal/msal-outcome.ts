import type { AuthenticationResult } from '@azure/msal-browser';
import type { ProviderSignIn } from '../../../core/session/identity-provider';
import { reasonOf } from '../with-timeout';

/** MSAL error codes that mean the rider did not go on, rather than that something broke. */
const CANCELLED = new Set(['user_cancelled', 'access_denied']);
const BLOCKED = new Set(['popup_window_error', 'empty_window_error']);

const errorCodeOf = (error: unknown): string | undefined => {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' && code !== '' ? code : undefined;
};

/** A failed loginPopup as the port's outcome (v5 errors carry a code and a link, not a message). */
export function signInFailure(error: unknown): Exclude<ProviderSignIn, { kind: 'signed-in' }> {
  const code = errorCodeOf(error);
  if (code && CANCELLED.has(code)) return { kind: 'cancelled' };
  if (code && BLOCKED.has(code)) return { kind: 'failed', reason: `popup-blocked (${code})` };
  if (code) return { kind: 'failed', reason: code };
  return { kind: 'failed', reason: reasonOf(error) };
}

/** A failed logoutPopup as the port's rejection: an Error whose message is the reason, worded as for sign-in. */
export function signOutFailure(error: unknown): Error {
  const failure = signInFailure(error);
  return new Error(failure.kind === 'cancelled' ? 'cancelled' : failure.reason);
}

/** The credential `POST {api}/login_with_azure` takes: `{response: {idToken, idTokenClaims, account}}`. */
export function signInSuccess(result: AuthenticationResult): ProviderSignIn {
  if (!result.idToken) return { kind: 'failed', reason: 'no id token in the answer' };
  const account = result.account;
  return {
    kind: 'signed-in',
    credential: {
      provider: 'azure',
      response: {
        idToken: result.idToken,
        idTokenClaims: { ...result.idTokenClaims },
        account: {
          username: account?.username ?? '',
          name: account?.name ?? '',
          homeAccountId: account?.homeAccountId ?? '',
        },
      },
    },
  };
}
