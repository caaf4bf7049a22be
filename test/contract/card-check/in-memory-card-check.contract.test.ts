import { InMemoryCardChecks } from '../../../src/adapters/in-memory/card-check/in-memory-card-checks';
import { InMemoryDenyList } from '../../../src/adapters/in-memory/card-status/in-memory-card-status';
import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { aTappedCard } from '../../support/builders/card-builder';
import { aTrip } from '../../support/builders/travel-builder';
import { cardCheckContract, type DemoCard } from './card-check.contract';

const PANS: Record<DemoCard, string> = {
  unlinked: '401288******1881',
  owing: '400000******0002',
  linked: '411111******1111',
  neverTapped: '675964******8453',
};
const alias = (card: DemoCard) => `PA-${PANS[card].slice(-4)}`;
const HOUR = 3_600_000;

cardCheckContract('in memory', async () => {
  const clock = new FixedClock('2026-11-28T10:00:00Z');
  const network = new InMemoryCardNetwork(clock);
  const ledger = new InMemoryTravelLedger('Europe/Rome');
  const travelCard = (card: DemoCard) => ({
    label: 'VISA',
    scheme: 'visa' as const,
    truncatedPan: PANS[card],
    formFactor: 'card' as const,
    token: `tok-${card}`,
  });
  const tapped = (card: DemoCard) =>
    aTappedCard().withAliasPan(alias(card)).withTruncatedPan(PANS[card]).withLabel('VISA').build();
  network.tap(tapped('unlinked')).tap(tapped('owing'));
  network.link(1, tapped('linked'));
  const yesterday = new Date(clock.now().getTime() - 24 * HOUR).toISOString();
  ledger.charge(alias('unlinked'), travelCard('unlinked'), [aTrip(yesterday)]);
  ledger.charge(alias('owing'), travelCard('owing'), [aTrip(yesterday)], 'FAILED', clock.now());
  const denyList = new InMemoryDenyList(ledger, clock, 10);
  const checks = new InMemoryCardChecks({ network, ledger, denyList, clock });
  return {
    checks,
    notOffered: new InMemoryCardChecks({ network, ledger, denyList, clock }, false),
    aliasOf: alias,
    prove: async (request, card) => checks.provider.complete(request, alias(card)),
    pay: async (request, card) => void checks.provider.complete(request, alias(card)),
    expireAccess: async () => clock.advance(15 * 60_000 + 1),
  };
});
