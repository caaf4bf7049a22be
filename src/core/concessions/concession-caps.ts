import type { CalendarDay } from '../shared/calendar-day';
import { cardKey } from '../travels/cap-progress';
import type { FareCaps } from '../travels/fare-rules';
import type { Money } from '../travels/money';
import type { TravelCard } from '../travels/travel-card';
import type { ConcessionsView } from './concession';
import { concessionState } from './concession-state';

/**
 * An amount at a concession's price: `percentOff` off, rounded down to the minor unit in the rider's favour (the
 * operator's rule, contract/operator-rules.mjs `concessionAmount`, for the core; a test keeps the two alike).
 */
export function concessionPrice(amount: Money, percentOff: number): Money {
  const off = Math.min(100, Math.max(0, percentOff));
  return { minor: Math.max(0, Math.floor((amount.minor * (100 - off)) / 100)), currency: amount.currency };
}

/**
 * The operator's fare and caps for a card carrying a concession (docs/contracts.md#concessions-reduced-fares-on-a-bank-card):
 * its percent off the fare, the day's cap and the week's, as the gates charge it.
 */
export function discountedCaps(caps: FareCaps, percentOff: number): FareCaps {
  return {
    ...caps,
    fare: concessionPrice(caps.fare, percentOff),
    dailyCap: concessionPrice(caps.dailyCap, percentOff),
    ...(caps.weeklyCap
      ? { weeklyCap: { ...caps.weeklyCap, amount: concessionPrice(caps.weeklyCap.amount, percentOff) } }
      : {}),
  };
}

/** The concession a card pays under at the gates: its key and what it takes off. */
export interface CardConcession {
  readonly key: string;
  readonly percentOff: number;
}

/**
 * The concession each of the rider's cards (the card list's, by alias pan) carries on `today` (the operator's zone) that the gates apply — one that
 * holds that day and that the operator still offers —, keyed as the trips name the card (cardKey). A card without one
 * is absent.
 */
export function cardConcessions(
  view: ConcessionsView,
  cards: readonly (TravelCard & { readonly aliasPan: string })[],
  today: CalendarDay,
): ReadonlyMap<string, CardConcession> {
  const carried = new Map<string, CardConcession>();
  for (const concession of view.concessions) {
    const offer = view.offers.find((candidate) => candidate.key === concession.key);
    if (!offer || concessionState(concession, today, view.renewalDays).kind === 'expired') continue;
    for (const card of cards)
      if (concession.cards.includes(card.aliasPan))
        carried.set(cardKey(card), { key: offer.key, percentOff: offer.percentOff });
  }
  return carried;
}
