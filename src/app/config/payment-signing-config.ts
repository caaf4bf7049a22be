import type { ClientSideSigning } from '../../adapters/payment/client-side-payment-requests';
import { isJsonObject, nonEmptyField } from './json-fields';

/**
 * Whether this build may sign payment requests in the browser (docs/behaviour/operator-contract.md#cards-and-payment-requests: the shop secret
 * stays on the server unless an operator explicitly asks). Set `VITE_PAYMENT_CLIENT_SIGNING=on`
 * at build time; the build then prints a warning (vite.config.ts). Off, the signer is not bundled.
 */
export const CLIENT_SIGNING_BUILD = import.meta.env.VITE_PAYMENT_CLIENT_SIGNING === 'on';

/** The operator's browser-side signing settings (`paymentSigning.{key}` in the runtime config), or null. */
export function clientSigningFor(
  raw: Readonly<Record<string, unknown>>,
  operatorKey: string,
): ClientSideSigning | null {
  const entry = raw[operatorKey];
  if (!isJsonObject(entry) || entry.mode !== 'client') return null;
  const path = `paymentSigning.${operatorKey}`;
  return {
    url: nonEmptyField(entry, 'url', path),
    shopId: nonEmptyField(entry, 'shopId', path),
    shopEmail: nonEmptyField(entry, 'shopEmail', path),
    key: nonEmptyField(entry, 'key', path),
    notifyUrl: nonEmptyField(entry, 'notifyUrl', path),
  };
}
