import { readUrlToken } from '../../../src/core/shared/url-token';
import type { InMemoryAccountGateway } from '../../../src/adapters/in-memory/session/in-memory-account-gateway';

/** The token of the newest e-mail's link to `address`, read as the screen reads it. */
export function tokenOfLatestMail(operator: InMemoryAccountGateway, address: string): string {
  const [link] = operator.outbox.to(address)[0]?.links ?? [];
  if (link === undefined) throw new Error(`No e-mail with a link was sent to ${address}`);
  const { token } = readUrlToken(new URL(link).search);
  if (token === null) throw new Error(`The link ${link} carries no well-formed token`);
  return token;
}
