import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryConcessions } from '../../../src/adapters/in-memory/concessions/in-memory-concessions';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import type { ConcessionOffer } from '../../../src/core/concessions/concession';
import { concessionState } from '../../../src/core/concessions/concession-state';
import { LinkConcessionCard } from '../../../src/core/concessions/link-concession-card';
import { ListConcessions } from '../../../src/core/concessions/list-concessions';
import { StoredSession } from '../../../src/core/session/stored-session';
import { addDays } from '../../../src/core/shared/calendar-day';
import { anAccount } from '../../support/builders/account-builder';
import { aTappedCard } from '../../support/builders/card-builder';

const STUDENT: ConcessionOffer = {
  key: 'student',
  percentOff: 30,
  validity: 'academicYear',
  proofs: ['directory'],
  texts: { en: { name: 'Student', description: '30 % off' } },
};

/** A rider (account 7) with two cards, signed in, on 2026-11-28 in Rome (23:30 UTC: already the 29th there). */
function world(offered = true) {
  const clock = new FixedClock('2026-11-28T23:30:00Z');
  const network = new InMemoryCardNetwork(clock);
  network.link(7, aTappedCard().withAliasPan('PA-1').build());
  network.link(7, aTappedCard().withAliasPan('PA-2').onAPhone().build());
  const session = new StoredSession(new InMemoryStorage());
  session.saveAccount(anAccount().withId(7).build());
  const concessions = new InMemoryConcessions(
    network,
    session,
    clock,
    { maxCards: 2, renewalDays: 14, offers: [STUDENT] },
    'Europe/Rome',
    offered,
  );
  return { concessions, list: new ListConcessions(concessions, clock), link: new LinkConcessionCard(concessions) };
}

describe('ListConcessions', () => {
  it("says where each of the rider's concessions stands today in the operator's zone, and how many cards are left", async () => {
    const { concessions, list, link } = world();
    concessions.grant(7, { id: 'a', key: 'student', provenBy: 'directory', validUntil: '2026-12-12' });
    concessions.grant(7, { id: 'b', key: 'gone', provenBy: 'operatorCheck', validUntil: null });
    await link.execute({ concessionId: 'a', aliasPan: 'PA-1', linked: true });
    const page = await list.execute('Europe/Rome');
    expect(page!.standings.map(({ concession, offer, state }) => [concession.id, offer?.key, state])).toEqual([
      // 2026-11-29 in Rome: the renewal of a concession ending on 12 December opened on the 28th.
      ['a', 'student', { kind: 'renewalOpen', until: '2026-12-12' }],
      ['b', undefined, { kind: 'holds', until: null }],
    ]);
    expect(page!.cardsLeft).toBe(1);
  });

  it('is null where the operator does not offer concessions', async () => {
    expect(await world(false).list.execute('Europe/Rome')).toBeNull();
  });

  it('refuses a third card and a concession run out, typed, and keeps what was linked', async () => {
    const { concessions, link, list } = world();
    concessions.grant(7, { id: 'a', key: 'student', provenBy: 'directory', validUntil: '2026-11-28' });
    expect(await link.execute({ concessionId: 'a', aliasPan: 'PA-1', linked: true })).toEqual({
      kind: 'refused',
      reason: 'concession_expired',
    });
    expect((await list.execute('Europe/Rome'))!.standings[0]!.state).toEqual({ kind: 'expired', on: '2026-11-28' });
  });
});

describe('a concession’s state', () => {
  it('runs out after its last day, and opens its renewal the window before it', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2025-01-01', offset));
    fc.assert(
      fc.property(day, day, fc.integer({ min: 0, max: 60 }), (today, until, window) => {
        const state = concessionState({ validUntil: until }, today, window);
        expect(state.kind === 'expired').toBe(today > until);
        expect(state.kind === 'renewalOpen').toBe(today <= until && today >= addDays(until, -window));
        expect(concessionState({ validUntil: null }, today, window)).toEqual({ kind: 'holds', until: null });
      }),
    );
  });
});
