import hmacSha256 from 'crypto-js/hmac-sha256';
import Hex from 'crypto-js/enc-hex';
import type { PaymentPurpose, PaymentRequests, SignedPaymentRequest } from '../../core/cards/payment-provider';
import { reqString, type ReqField } from './payment-request-fields';

/** An operator's explicit choice to sign in the browser (docs/behaviour/operator-contract.md#cards-and-payment-requests: off unless configured; the build warns). */
export interface ClientSideSigning {
  readonly url: string;
  readonly shopId: string;
  readonly shopEmail: string;
  readonly key: string;
  readonly notifyUrl: string;
}

/** Lowercase hex HMAC-SHA256 of REQ keyed with the shop's start key (docs/behaviour/rules.md#card-registration). */
export const macOf = (req: string, key: string): string => hmacSha256(req, key).toString(Hex);

/**
 * Signs card registrations in the browser, for an operator whose back end cannot (the key then
 * ships to every rider: never the default). Settlement amounts come only from the server.
 */
export class ClientSidePaymentRequests implements PaymentRequests {
  constructor(
    private readonly signing: ClientSideSigning,
    private readonly context: { readonly origin: string; readonly email: () => string; readonly orderId: () => string },
  ) {}

  async sign(purpose: PaymentPurpose): Promise<SignedPaymentRequest> {
    if (purpose !== 'card_registration') throw new Error('Settlement requests are signed only by the server');
    const back = `${this.context.origin}/dashboard/travels/bank_cards/add`;
    const covered: Record<ReqField, string> = {
      URLMS: this.signing.notifyUrl,
      URLDONE: back,
      ORDERID: this.context.orderId(),
      SHOPID: this.signing.shopId,
      AMOUNT: '0',
      CURRENCY: '978',
      ACCOUNTINGMODE: 'D',
      AUTHORMODE: 'I',
      OPTIONS: 'M',
    };
    const req = reqString(covered);
    const fields = {
      ...covered,
      // The rider who cancels on the hosted page comes back here: the marker lets the portal say nothing was added.
      URLBACK: `${back}?cancelled=1`,
      EMAIL: this.context.email(),
      SHOPEMAIL: this.signing.shopEmail,
      REQ: req,
      MAC: macOf(req, this.signing.key),
    };
    return { url: this.signing.url, fields };
  }
}
