import type { ProviderCredential } from '../../../core/session/provider-credential';

export interface ProviderLoginRequest {
  readonly path: string;
  readonly body: unknown;
}

/**
 * The call for a provider login: `login_with_{provider}` with the provider's credential (for the
 * social network, the SDK's access token and user id besides the base contract's profile: the operator
 * verifies the token), and the existing account's password when linking (docs/contracts.md).
 */
export function toProviderLoginRequest(credential: ProviderCredential, password?: string): ProviderLoginRequest {
  const proof = password === undefined ? {} : { password };
  switch (credential.provider) {
    case 'google':
      return { path: '/login_with_google', body: { response: credential.response, ...proof } };
    case 'facebook': {
      const { firstName, lastName, email, id } = credential.profile;
      return {
        path: '/login_with_facebook',
        body: {
          profile: { first_name: firstName, last_name: lastName, email, id },
          accessToken: credential.accessToken,
          userID: credential.userID,
          ...proof,
        },
      };
    }
    case 'azure':
      return { path: '/login_with_azure', body: { response: credential.response, ...proof } };
  }
}
