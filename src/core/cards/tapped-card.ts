import type { FormFactor } from './bank-card';

/**
 * A card as the operations side knows it from its taps (spec 7.2, card lookup): found by the
 * payment provider's PANALIAS (the operator's pan_token), before it is linked to an account.
 */
export interface TappedCard {
  readonly token: string | null;
  readonly panToken: string;
  readonly paymentAccountReference: string | null;
  readonly truncatedPan: string;
  readonly label: string;
  readonly formFactor: FormFactor;
}
