import type { ProviderCredential } from '../../../src/core/session/provider-credential';

/** Who the provider says the rider is (OpenID Connect claims). */
export interface ProviderClaims {
  readonly sub: string;
  readonly email: string;
  readonly given_name: string;
  readonly family_name: string;
}

const DEFAULT_CLAIMS: ProviderClaims = {
  sub: 'subject-1',
  email: 'anna.neri@example.com',
  given_name: 'Anna',
  family_name: 'Neri',
};

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT carrying the claims, as the sandbox's stand-ins issue them. */
const idToken = (claims: ProviderClaims): string => `${base64url({ alg: 'none' })}.${base64url(claims)}.`;

/** The search-engine provider's credential response. */
export function aGoogleCredential(claims: Partial<ProviderClaims> = {}): ProviderCredential {
  const all = { ...DEFAULT_CLAIMS, ...claims };
  return { provider: 'google', response: { credential: idToken(all), clientId: 'test-client', select_by: 'btn' } };
}

/** The enterprise directory's auth response. */
export function anAzureCredential(claims: Partial<ProviderClaims> = {}): ProviderCredential {
  const all = { ...DEFAULT_CLAIMS, ...claims };
  return {
    provider: 'azure',
    response: { idToken: idToken(all), idTokenClaims: all, account: { username: all.email } },
  };
}

/** The social network's profile, read with scope email. */
export function aFacebookCredential(claims: Partial<ProviderClaims> = {}): ProviderCredential {
  const all = { ...DEFAULT_CLAIMS, ...claims };
  return {
    provider: 'facebook',
    accessToken: `access-token-of-${all.sub}`,
    userID: all.sub,
    profile: { firstName: all.given_name, lastName: all.family_name, email: all.email, id: all.sub },
  };
}
