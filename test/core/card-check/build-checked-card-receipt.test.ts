import { describe, expect, it } from 'vitest';
import { InMemoryCardChecks } from '../../../src/adapters/in-memory/card-check/in-memory-card-checks';
import { InMemoryDenyList } from '../../../src/adapters/in-memory/card-status/in-memory-card-status';
import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { BuildCheckedCardReceipt } from '../../../src/core/card-check/card-access';
import { RedeemCardProof } from '../../../src/core/card-check/check-a-card';
import { aTappedCard } from '../../support/builders/card-builder';
import { aTrip, VISA_4111 } from '../../support/builders/travel-builder';

function checkedWorld() {
  const clock = new FixedClock('2026-11-28T10:00:00Z');
  const network = new InMemoryCardNetwork(clock);
  const ledger = new InMemoryTravelLedger('Europe/Rome');
  network.tap(aTappedCard().withAliasPan('PA-1').build()).tap(aTappedCard().withAliasPan('PA-2').build());
  const mine = ledger.charge('PA-1', VISA_4111, [aTrip('2026-11-27T07:00:00Z'), aTrip('2026-11-27T17:00:00Z')]);
  const theirs = ledger.charge('PA-2', VISA_4111, [aTrip('2026-11-27T07:00:00Z')]);
  const old = ledger.charge('PA-1', VISA_4111, [aTrip('2026-10-01T07:00:00Z')]);
  const checks = new InMemoryCardChecks({ network, ledger, denyList: new InMemoryDenyList(ledger, clock), clock });
  return { checks, mine, theirs, old };
}

describe('BuildCheckedCardReceipt', () => {
  it("makes the receipt of the proven card's own payments shown, naming no holder; none of another card or day", async () => {
    const { checks, mine, theirs, old } = checkedWorld();
    const proof = checks.provider.complete(await checks.sign(), 'PA-1');
    expect(await new RedeemCardProof(checks).execute(proof)).toMatchObject({ kind: 'access' });
    const build = new BuildCheckedCardReceipt(checks);
    const answer = await build.execute(mine.shortId, 'it-IT');
    expect(answer).toMatchObject({ kind: 'receipt', receipt: { shortId: mine.shortId, holder: '' } });
    if (answer.kind === 'receipt') expect(answer.receipt.lines).toHaveLength(2);
    expect(await build.execute(theirs.shortId, 'it-IT')).toEqual({ kind: 'not-found' });
    expect(await build.execute(old.shortId, 'it-IT')).toEqual({ kind: 'not-found' });
  });

  it('makes none without an access', async () => {
    const { checks, mine } = checkedWorld();
    expect(await new BuildCheckedCardReceipt(checks).execute(mine.shortId, 'en')).toEqual({ kind: 'not-found' });
  });
});
