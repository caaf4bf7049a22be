import type { CardScheme } from './card-scheme';

/** How the card is carried: a plastic card, or a phone or wearable (docs/behaviour/rules.md#card-schemes, form_factors_name DEVICE). */
export type FormFactor = 'card' | 'device';

/** A bank card registered to the rider's account (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required). */
export interface BankCard {
  readonly id: number;
  /** The scheme label as the operator sends it, normalised (e.g. "VISA Debit"). */
  readonly label: string;
  readonly scheme: CardScheme;
  readonly truncatedPan: string;
  /**
   * The card's alias pan: the one name of a card across the portal's core. The wire spells it
   * PANALIAS (the provider's return), pan_token (the card lookup) and alias_pan (the product API);
   * only the DTO readers use those names.
   */
  readonly aliasPan: string;
  readonly aid: string | null;
  readonly formFactor: FormFactor;
  readonly created: Date;
  readonly updated: Date;
}

/** Newest change first: the card list's default order (docs/behaviour/rules.md#trip-and-payment-queries). */
export const byUpdatedDescending = (a: BankCard, b: BankCard): number =>
  b.updated.getTime() - a.updated.getTime() || b.id - a.id;
