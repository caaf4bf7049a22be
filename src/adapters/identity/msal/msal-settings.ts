/** How the portal reaches the operator's enterprise directory (runtime configuration `identity.azure`). */
export interface MsalSettings {
  readonly clientId: string;
  readonly authority: string;
  readonly knownAuthorities: readonly string[];
  readonly protocolMode: 'AAD' | 'OIDC';
  /** The redirect bridge page (msal-redirect.html), registered at the directory. */
  readonly redirectUri: string;
  readonly postLogoutRedirectUri: string;
  /** The authority's OpenID configuration as JSON text; MSAL then never fetches it. */
  readonly authorityMetadata?: string;
}
