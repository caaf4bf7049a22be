import type { ProviderCredential } from '../../../core/session/provider-credential';

/** Who a provider says the rider is; `subject` is the provider's stable id. */
export interface ProviderIdentity {
  readonly subject: string;
  readonly email: string | null;
  readonly name: string;
  readonly surname: string;
}

type Claims = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isClaims = (value: unknown): value is Claims =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jwtPayload = (jwt: unknown): Claims | undefined => {
  const part = typeof jwt === 'string' ? jwt.split('.')[1] : undefined;
  if (!part) return undefined;
  try {
    const payload: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return isClaims(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
};

const fromClaims = (claims: Claims | undefined): ProviderIdentity | undefined => {
  const subject = text(claims?.oid) || text(claims?.sub);
  if (!claims || !subject) return undefined;
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  return {
    subject,
    email: text(claims.email) || text(claims.preferred_username) || null,
    name: text(claims.given_name) || first,
    surname: text(claims.family_name) || rest.join(' '),
  };
};

/** Reads the identity out of a provider credential, as the sandbox's stand-ins do. */
export function readProviderIdentity(credential: ProviderCredential): ProviderIdentity | undefined {
  switch (credential.provider) {
    case 'google':
      return fromClaims(jwtPayload(credential.response.credential));
    case 'azure': {
      const claims = credential.response.idTokenClaims;
      return fromClaims(isClaims(claims) ? claims : undefined);
    }
    case 'facebook': {
      const { id, email, firstName, lastName } = credential.profile;
      return text(id)
        ? { subject: text(id), email: text(email) || null, name: firstName, surname: lastName }
        : undefined;
    }
  }
}
