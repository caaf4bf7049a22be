import type { EmailRequests } from '../../src/core/account/email-requests';
import type { Registration } from '../../src/core/account/registration';
import type { Languages } from '../../src/core/session/languages';
import type { SignIn } from '../../src/core/session/sign-in';

/** The product-API ports of one implementation, all on the same operator. */
export interface ProductApiPorts {
  readonly signIn: SignIn;
  readonly registration: Registration;
  readonly emailRequests: EmailRequests;
  readonly languages: Languages;
}

/**
 * What the contract suites need from one implementation: its ports on a fresh operator
 * seeded like the sandbox (Giulia confirmed, Marco unconfirmed, password Tapway-2026),
 * the links of the newest e-mail to an address, and a way to expire every token.
 */
export interface ContractHarness extends ProductApiPorts {
  latestMailLinks(address: string): Promise<readonly string[]>;
  expireTokens(): Promise<void>;
}

export const GIULIA = { email: 'giulia.rossi@example.com', password: 'Tapway-2026' };
export const MARCO = { email: 'marco.bianchi@example.com', password: 'Tapway-2026' };

/** The token of the newest e-mail's link to `address`. */
export async function mailedToken(harness: ContractHarness, address: string): Promise<string> {
  const [link] = await harness.latestMailLinks(address);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no e-mail with a token link was sent to ${address}`);
  return token;
}

/** An unsigned JWT, as the search-engine provider's stand-in reads it. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.signature`;
}
