import { InMemoryCardNetwork } from '../../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import type { FareNamesByFare } from '../../../../src/adapters/in-memory/travels/in-memory-fare-names';
import { InMemoryTravelLedger } from '../../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { InMemorySettlements } from '../../../../src/adapters/in-memory/settlement/in-memory-settlements';
import { anAccount } from '../../../support/builders/account-builder';
import { aTappedCard } from '../../../support/builders/card-builder';
import { aTrip, MASTERCARD_4444, VISA_4111 } from '../../../support/builders/travel-builder';

export const giulia = anAccount()
  .withId(1)
  .withName('Giulia', 'Rossi')
  .withLanguage('en')
  .withLocalesId('en-GB')
  .build();
export const TODAY = '2026-11-22T09:00:00Z';

/**
 * Giulia's two cards and a few days of trips: a succeeded day, a failed day, one 40 days ago; their fare named per
 * language as `fareNames` has it (none by default: the operator's own name).
 */
export function giuliasWorld(fareNames: FareNamesByFare = {}) {
  const clock = new FixedClock(TODAY);
  const cards = new InMemoryCardNetwork(clock);
  cards.link(giulia.id, aTappedCard().build());
  cards.link(
    giulia.id,
    aTappedCard()
      .withAliasPan('PANALIAS-5555')
      .withTruncatedPan('555555******4444')
      .withLabel('MASTERCARD')
      .onAPhone()
      .build(),
  );
  const travels = new InMemoryTravelLedger('Europe/Rome', 'metro', fareNames);
  const succeeded = travels.charge(
    'PANALIAS-4111',
    VISA_4111,
    [
      aTrip('2026-11-18T07:40:00Z'),
      aTrip('2026-11-18T17:15:00Z', {
        firstTap: [
          ['station', 'Colosseo'],
          ['line', 'B'],
        ],
        lastTap: [
          ['station', 'Pigneto'],
          ['line', 'C'],
        ],
      }),
    ],
    'SUCCEEDED',
    new Date('2026-11-19T03:00:00Z'),
  );
  const failed = travels.charge(
    'PANALIAS-5555',
    MASTERCARD_4444,
    [aTrip('2026-11-13T08:00:00Z')],
    'FAILED',
    new Date('2026-11-14T03:00:00Z'),
  );
  travels.charge(
    'PANALIAS-4111',
    VISA_4111,
    [aTrip('2026-10-13T08:00:00Z', { firstTap: [['station', 'Lepanto']] })],
    'SUCCEEDED',
    new Date('2026-10-14T03:00:00Z'),
  );
  return { clock, cards, travels, settlements: new InMemorySettlements(travels), succeeded, failed };
}
