import type { InMemoryOperator } from '../../../src/adapters/in-memory/account/in-memory-operator';
import { anOperator } from '../../support/builders/operator-builder';

export const MARCO = 'marco.bianchi@example.com';
export const GIULIA = 'giulia.rossi@example.com';

/** The path and query of the newest e-mail link sent to `address`, as the rider opens it. */
export function latestLink(gateway: InMemoryOperator, address: string): string {
  const [link] = gateway.outbox.to(address)[0]?.links ?? [];
  if (link === undefined) throw new Error(`No e-mail with a link was sent to ${address}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The demo operator after Marco (unconfirmed) asked for a new confirmation e-mail. */
export async function withConfirmationMail(): Promise<{ gateway: InMemoryOperator; link: string }> {
  const gateway = anOperator().withDemoRiders().build();
  await gateway.requestEmailConfirmation(MARCO, 'captcha');
  return { gateway, link: latestLink(gateway, MARCO) };
}

/** The demo operator after Giulia asked to reset her password. */
export async function withResetMail(): Promise<{ gateway: InMemoryOperator; link: string }> {
  const gateway = anOperator().withDemoRiders().build();
  await gateway.requestPasswordReset(GIULIA, 'captcha');
  return { gateway, link: latestLink(gateway, GIULIA) };
}

/** Puts `path` in the (jsdom) address bar, as the browser has it when a link is opened. */
export function openInAddressBar(path: string): void {
  window.history.replaceState(null, '', path);
}

/** A promise the test settles when it wants, to hold a screen in its in-progress state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
