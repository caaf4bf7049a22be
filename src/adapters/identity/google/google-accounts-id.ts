import type { CredentialResponse, IdConfiguration, PromptMomentNotification } from '@react-oauth/google';
import type { ProviderSignIn } from '../../../core/session/identity-provider';

/**
 * The part of Google Identity Services' `google.accounts.id` the adapter uses (the SDK boundary;
 * the types are @react-oauth/google's model of it).
 */
export interface GoogleAccountsId {
  initialize(config: IdConfiguration): void;
  prompt(listener?: (notification: PromptMomentNotification) => void): void;
  disableAutoSelect(): void;
  cancel(): void;
}

/** `window.google.accounts.id` once the GIS script has run. */
export function accountsIdOf(google: unknown): GoogleAccountsId | undefined {
  const id = (google as { accounts?: { id?: Partial<GoogleAccountsId> } } | undefined)?.accounts?.id;
  return id && typeof id.initialize === 'function' && typeof id.prompt === 'function'
    ? (id as GoogleAccountsId)
    : undefined;
}

/** What a prompt moment means for the sign-in: an outcome, or null while the prompt is still up. */
export function momentOutcome(notification: PromptMomentNotification): ProviderSignIn | null {
  if (notification.isNotDisplayed())
    return { kind: 'failed', reason: `prompt not displayed: ${notification.getNotDisplayedReason()}` };
  if (notification.isSkippedMoment()) return { kind: 'cancelled' };
  if (notification.isDismissedMoment() && notification.getDismissedReason() !== 'credential_returned')
    return { kind: 'cancelled' };
  return null;
}

/**
 * The credential `POST {api}/login_with_google` takes, as @react-oauth/google's GoogleLogin hands it
 * on: `{credential, clientId, select_by}` (clientId from either spelling GIS uses).
 */
export function credentialOutcome(
  response: CredentialResponse & { client_id?: string },
  clientId: string,
): ProviderSignIn {
  if (!response.credential) return { kind: 'failed', reason: 'no credential in the answer' };
  return {
    kind: 'signed-in',
    credential: {
      provider: 'google',
      response: {
        credential: response.credential,
        clientId: response.clientId ?? response.client_id ?? clientId,
        select_by: response.select_by ?? 'user',
      },
    },
  };
}
