import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryCardNetwork } from '../../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryConcessions } from '../../../src/adapters/in-memory/concessions/in-memory-concessions';
import type { ProofWorld } from '../../../src/adapters/in-memory/concessions/in-memory-proofs';
import { RecordingProofProvider } from '../../../src/adapters/in-memory/concessions/recording-proof-provider';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import type { ConcessionOffer } from '../../../src/core/concessions/concession';
import { ageOn, validUntilFrom } from '../../../src/core/concessions/concession-validity';
import { ListConcessions } from '../../../src/core/concessions/list-concessions';
import {
  CompleteEligibilityProof,
  normaliseReference,
  ProveEligibility,
} from '../../../src/core/concessions/prove-eligibility';
import { StoredSession } from '../../../src/core/session/stored-session';
import { addDays } from '../../../src/core/shared/calendar-day';
import { anAccount } from '../../support/builders/account-builder';
import { anOver65Offer } from '../../support/builders/concession-builder';

const OVER_65 = anOver65Offer();
const STUDENT: ConcessionOffer = {
  ...OVER_65,
  key: 'student',
  percentOff: 30,
  validity: 'academicYear',
  proofs: ['directory'],
};
const REDUCED: ConcessionOffer = { ...OVER_65, key: 'reducedFare', validity: 'oneYear', proofs: ['operatorCheck'] };
const RETURN = 'https://portal.example/dashboard/discounts/proof';

/** Rider 7 signed in on 2026-11-29 in Rome; the stand-in providers say what `proofs` says. */
function world(proofs: ProofWorld = {}) {
  const clock = new FixedClock('2026-11-29T10:00:00Z');
  const session = new StoredSession(new InMemoryStorage());
  session.saveAccount(anAccount().withId(7).build());
  const concessions = new InMemoryConcessions(
    new InMemoryCardNetwork(clock),
    session,
    clock,
    { maxCards: 2, renewalDays: 14, offers: [OVER_65, STUDENT, REDUCED] },
    'Europe/Rome',
    true,
    proofs,
  );
  const provider = new RecordingProofProvider();
  return {
    concessions,
    session,
    provider,
    prove: new ProveEligibility(concessions, provider),
    complete: new CompleteEligibilityProof(concessions),
    list: new ListConcessions(concessions, clock),
  };
}

/** Starts a proof at a provider and comes back with its code. */
async function throughProvider(rider: ReturnType<typeof world>, key: string, proof: 'digitalIdentity' | 'directory') {
  const started = await rider.prove.execute({ concessionKey: key, proof, returnUrl: RETURN });
  if (started.kind !== 'redirect') throw new Error(`no redirect: ${started.kind}`);
  // The rider was sent to the provider's page.
  expect(rider.provider.opened.at(-1)).toBe(started.url);
  const state = new URL(started.url).searchParams.get('state') ?? '';
  return rider.complete.execute({ state, code: InMemoryConcessions.codeFor(state) });
}

describe('ProveEligibility', () => {
  it('grants Over 65 for life to a rider whose digital identity says 65 or more', async () => {
    const rider = world({ birthdate: '1954-03-12' });
    expect(await throughProvider(rider, 'over65', 'digitalIdentity')).toMatchObject({
      kind: 'approved',
      concession: { key: 'over65', provenBy: 'digitalIdentity', validUntil: null, cards: [] },
    });
    const page = await rider.list.execute('Europe/Rome');
    expect(page!.standings.map((standing) => standing.state)).toEqual([{ kind: 'holds', until: null }]);
  });

  it('refuses a rider under the age, one cancelled at the provider, and a forged or replayed answer', async () => {
    expect(await throughProvider(world({ birthdate: '1962-12-01' }), 'over65', 'digitalIdentity')).toEqual({
      kind: 'refused',
      reason: 'too_young',
    });
    expect(
      await throughProvider(world({ birthdate: '1954-03-12', cancels: true }), 'over65', 'digitalIdentity'),
    ).toEqual({
      kind: 'refused',
      reason: 'cancelled',
    });
    const rider = world({ birthdate: '1954-03-12' });
    const started = await rider.prove.execute({ concessionKey: 'over65', proof: 'digitalIdentity', returnUrl: RETURN });
    const state = started.kind === 'redirect' ? (new URL(started.url).searchParams.get('state') ?? '') : '';
    expect(await rider.complete.execute({ state, code: 'forged' })).toEqual({
      kind: 'refused',
      reason: 'proof_invalid',
    });
    // The state was used: the right code cannot be replayed after it.
    expect(await rider.complete.execute({ state, code: InMemoryConcessions.codeFor(state) })).toEqual({
      kind: 'refused',
      reason: 'proof_invalid',
    });
  });

  it("grants Student until the academic year's end on a directory that says student, and refuses staff", async () => {
    expect(await throughProvider(world({ status: 'student' }), 'student', 'directory')).toMatchObject({
      kind: 'approved',
      concession: { validUntil: '2027-08-31' },
    });
    expect(await throughProvider(world({ status: 'staff' }), 'student', 'directory')).toEqual({
      kind: 'refused',
      reason: 'not_eligible',
    });
  });

  it("checks a typed reference against the operator's list once, and sends a request without one to review", async () => {
    const rider = world({ references: new Map([['RF-2026-0001', null]]) });
    const typed = { concessionKey: 'reducedFare', proof: 'operatorCheck' as const };
    expect(await rider.prove.execute({ ...typed, reference: 'rf-2026-9999' })).toEqual({
      kind: 'refused',
      reason: 'reference_unknown',
    });
    expect(await rider.prove.execute({ ...typed, reference: ' rf-2026-0001 ' })).toMatchObject({
      kind: 'approved',
      concession: { key: 'reducedFare', validUntil: '2027-11-28' },
    });
    // Held and not yet in its renewal window: nothing to prove again.
    expect(await rider.prove.execute({ ...typed, reference: 'RF-2026-0001' })).toEqual({
      kind: 'refused',
      reason: 'already_held',
    });
    // Another rider signs in on the same operator.
    rider.session.saveAccount(anAccount().withId(8).build());
    const other = rider;
    expect(await other.prove.execute({ ...typed, reference: 'RF-2026-0001' })).toEqual({
      kind: 'refused',
      reason: 'reference_used',
    });
    const review = await other.prove.execute(typed);
    expect(review).toMatchObject({ kind: 'inReview' });
    if (review.kind !== 'inReview') return;
    other.concessions.decide(review.requestId, { approved: false, reason: 'Not on the benefits list' });
    expect((await other.list.execute('Europe/Rome'))!.view.requests).toEqual([
      { id: review.requestId, key: 'reducedFare', status: 'refused', reason: 'Not on the benefits list' },
    ]);
  });

  it('refuses a proof the concession does not take, and a concession the operator does not offer', async () => {
    const rider = world({ status: 'student' });
    expect(await rider.prove.execute({ concessionKey: 'over65', proof: 'directory', returnUrl: RETURN })).toEqual({
      kind: 'refused',
      reason: 'proof_not_offered',
    });
    expect(await rider.prove.execute({ concessionKey: 'veteran', proof: 'directory', returnUrl: RETURN })).toEqual({
      kind: 'refused',
      reason: 'unknown_concession',
    });
  });
});

describe('the validity and age rules', () => {
  const day = fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('a concession holds from the day it is proven: one year to the day before, an academic year to the next 31 August', () => {
    fc.assert(
      fc.property(day, (today) => {
        const year = validUntilFrom('oneYear', today) ?? '';
        expect(year > today && year <= addDays(today, 366)).toBe(true);
        const academic = validUntilFrom('academicYear', today) ?? '';
        expect(academic.slice(5)).toBe('08-31');
        expect(academic >= today && academic <= addDays(today, 366)).toBe(true);
        expect(validUntilFrom('life', today)).toBeNull();
      }),
    );
  });

  it('an age grows by one on each birthday and not before', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 80 }), (birthdate, years) => {
        const birthday = `${Number(birthdate.slice(0, 4)) + years}${birthdate.slice(4)}`;
        // A 29 February birthday falls on 1 March in a common year.
        const onTheDay = birthdate.slice(5) === '02-29' ? addDays(birthday.replace('02-29', '02-28'), 1) : birthday;
        expect(ageOn(birthdate, onTheDay)).toBe(years);
        expect(ageOn(birthdate, addDays(onTheDay, -1))).toBe(years - 1);
      }),
    );
  });

  it('reads a typed reference without its spaces, in capitals', () => {
    expect(normaliseReference(' rf 2026-0001 ')).toBe('RF2026-0001');
  });
});
