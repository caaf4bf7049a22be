import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import type { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import type { ConcessionOffer, ConcessionTexts } from '../../../src/core/concessions/concession';
import { anAccount } from './account-builder';
import { aTappedCard } from './card-builder';

/** Rosa Esposito, account 41: the demo's rider over 65. */
export const rosa = anAccount().withId(41).withName('Rosa').build();

/** Over 65 as the metro offers it: half fares and half caps, for life, proven by a digital identity. */
export const anOver65Offer = (
  texts: Readonly<Record<string, ConcessionTexts>> = { en: { name: 'Over 65', description: 'Half fares' } },
): ConcessionOffer => ({
  key: 'over65',
  percentOff: 50,
  validity: 'life',
  proofs: ['digitalIdentity'],
  minimumAge: 65,
  texts,
});

/** Rosa's cards at the card network: her VISA (PA-VISA, ending 5556) and her phone's Mastercard (PA-PHONE, 4444). */
export function rosasCards(clock: FixedClock): InMemoryCardNetwork {
  const cards = new InMemoryCardNetwork(clock);
  cards.link(41, aTappedCard().withAliasPan('PA-VISA').withLabel('VISA').withTruncatedPan('************5556').build());
  cards.link(
    41,
    aTappedCard()
      .withAliasPan('PA-PHONE')
      .withLabel('MASTERCARD')
      .withTruncatedPan('************4444')
      .onAPhone()
      .build(),
  );
  return cards;
}
