import { readUrlToken } from '../../../src/ui/features/email-flows/read-url-token';
import type { InMemoryOperator } from '../../../src/adapters/in-memory/account/in-memory-operator';

/** The token of the newest e-mail's link to `address`, read as the screen reads it. */
export function tokenOfLatestMail(operator: InMemoryOperator, address: string): string {
  const [link] = operator.outbox.to(address)[0]?.links ?? [];
  if (link === undefined) throw new Error(`No e-mail with a link was sent to ${address}`);
  const { token } = readUrlToken(new URL(link).search);
  if (token === null) throw new Error(`The link ${link} carries no well-formed token`);
  return token;
}
