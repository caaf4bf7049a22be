// @ts-check
/** The authority's OpenID Provider metadata (/.well-known/openid-configuration). */
import { OIDC_PATH, oidcIssuer } from '../settings.mjs';

/** @param {string} origin the portal origin, http://host:port */
export function openIdConfiguration(origin) {
  const base = `${origin}${OIDC_PATH}`;
  return {
    issuer: oidcIssuer(origin),
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    end_session_endpoint: `${base}/logout`,
    jwks_uri: `${base}/keys`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    claims_supported: [
      'iss',
      'aud',
      'sub',
      'oid',
      'tid',
      'nonce',
      'iat',
      'nbf',
      'exp',
      'email',
      'preferred_username',
      'name',
      'given_name',
      'family_name',
    ],
    ui_locales_supported: ['en', 'it', 'fr', 'de'],
  };
}
