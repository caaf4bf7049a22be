import type { ConcessionOffer, ConcessionTexts } from './concession';

/** An offer's words in the interface language, else English, else the first the operator gave. */
export function offerTexts(offer: ConcessionOffer, language: string): ConcessionTexts {
  const base = language.split('-')[0] ?? language;
  return offer.texts[base] ?? offer.texts.en ?? Object.values(offer.texts)[0] ?? { name: offer.key, description: '' };
}
