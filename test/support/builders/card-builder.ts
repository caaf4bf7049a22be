import type { TappedCard } from '../../../src/core/cards/tapped-card';
import type { ProviderAnswer } from '../../../src/core/cards/provider-answer';

/** Fluent test data for a card that tapped at the gates (Giulia's VISA debit unless told otherwise). */
export class TappedCardBuilder {
  private card: TappedCard = {
    token: 'tok-4111',
    aliasPan: 'PANALIAS-4111',
    paymentAccountReference: 'PAR-4111',
    truncatedPan: '411111******1111',
    label: 'VISA Debit',
    formFactor: 'card',
  };

  private with(change: Partial<TappedCard>): this {
    this.card = { ...this.card, ...change };
    return this;
  }

  withAliasPan(aliasPan: string) {
    return this.with({ aliasPan });
  }
  withTruncatedPan(truncatedPan: string) {
    return this.with({ truncatedPan });
  }
  withLabel(label: string) {
    return this.with({ label });
  }
  onAPhone() {
    return this.with({ formFactor: 'device' });
  }

  build(): TappedCard {
    return { ...this.card };
  }
}

export const aTappedCard = () => new TappedCardBuilder();

/** The provider's answer on the way back from its hosted page (a success for PANALIAS-4111 by default). */
export function aProviderAnswer(change: Partial<ProviderAnswer> = {}): ProviderAnswer {
  return {
    orderId: '6f1c2a4e-5b7d-4c8e-9f00-1a2b3c4d5e6f',
    result: 'success',
    code: '00',
    transactionId: 'TX-1',
    amount: 0,
    currency: '978',
    aliasPan: 'PANALIAS-4111',
    panTail: '1111',
    ...change,
  };
}
