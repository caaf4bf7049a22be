import type { ProviderCredential } from '../../../core/session/provider-credential';

export interface ProviderLoginRequest {
  readonly path: string;
  readonly body: unknown;
}

/** The call for a provider login: `login_with_{provider}` with the provider's credential. */
export function toProviderLoginRequest(credential: ProviderCredential): ProviderLoginRequest {
  switch (credential.provider) {
    case 'google':
      return { path: '/login_with_google', body: { response: credential.response } };
    case 'facebook': {
      const { firstName, lastName, email, id } = credential.profile;
      return {
        path: '/login_with_facebook',
        body: { profile: { first_name: firstName, last_name: lastName, email, id } },
      };
    }
    case 'azure':
      return { path: '/login_with_azure', body: { response: credential.response } };
  }
}
