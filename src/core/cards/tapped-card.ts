import type { FormFactor } from './bank-card';

/**
 * A card as the operations side knows it from its taps (docs/behaviour/operator-contract.md#operations-api-calls: the card lookup): found by the
 * card's alias pan (the provider's PANALIAS, the lookup's pan_token), before it is linked to an account.
 */
export interface TappedCard {
  readonly token: string | null;
  readonly aliasPan: string;
  readonly paymentAccountReference: string | null;
  readonly truncatedPan: string;
  readonly label: string;
  readonly formFactor: FormFactor;
}
