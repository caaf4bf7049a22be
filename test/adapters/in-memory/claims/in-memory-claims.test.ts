import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { METRO_FARE_CAPS } from '../../../../src/adapters/in-memory/travels/in-memory-fare-rules';
import { ClaimJourneyCorrection } from '../../../../src/core/claims/claim-journey-correction';
import { ListCases } from '../../../../src/core/claims/list-cases';
import { LoadClaimRules } from '../../../../src/core/claims/load-claim-rules';
import { StoredSession } from '../../../../src/core/session/stored-session';
import { ALL_STATUSES } from '../../../../src/core/travels/payment';
import { TravelHistory } from '../../../../src/core/travels/travel-history';
import { anAccount } from '../../../support/builders/account-builder';
import { aTappedCard } from '../../../support/builders/card-builder';
import { CLAIM_RULES } from '../../../support/builders/claim-builder';
import { aTrip, VISA_4111 } from '../../../support/builders/travel-builder';
import { createTestContainer } from '../../../support/test-container';

const ALIAS = 'PANALIAS-4111';
const DAYS = { from: '2026-11-01', to: '2026-11-30' };
const EUR = (minor: number) => ({ minor, currency: 'EUR' });

/** Giulia signed in, with her VISA's trips: Termini → Colosseo twice at 08:00, then a tap-in at Termini never tapped out. */
function world(rules = CLAIM_RULES) {
  const fakes = createTestContainer({ clock: new FixedClock('2026-11-20T10:00:00Z'), claimRules: rules });
  fakes.cards.link(1, aTappedCard().build());
  fakes.container.get(StoredSession).saveAccount(anAccount().withId(1).build());
  fakes.travels.tap(ALIAS, VISA_4111, aTrip('2026-11-16T07:00:00Z'), METRO_FARE_CAPS);
  fakes.travels.tap(ALIAS, VISA_4111, aTrip('2026-11-17T07:10:00Z'), METRO_FARE_CAPS);
  const incomplete = fakes.travels.tapIn(ALIAS, VISA_4111, aTrip('2026-11-19T07:05:00Z'), EUR(500), EUR(150));
  const history = fakes.container.get<TravelHistory>(TravelHistory);
  const query = { range: DAYS, aliasPans: [ALIAS] };
  return { ...fakes, incomplete, history, query };
}

describe('InMemoryClaims over the ledger', () => {
  it('charges an incomplete trip the maximum fare, uncapped, with what it would have cost', async () => {
    const { history, query, incomplete } = world();
    const trip = (await history.tickets(query)).find((ticket) => ticket.id === incomplete.id);
    expect(trip).toMatchObject({
      amount: EUR(500),
      capDiscount: EUR(0),
      lastTap: null,
      incomplete: { expected: EUR(150) },
    });
  });

  it('approves the regular exit at once: the trip corrected, a refund line of its own with its receipt', async () => {
    const { container, history, query, incomplete } = world();
    const answer = await container.get(ClaimJourneyCorrection).execute({ ticket: incomplete, exitStation: 'Colosseo' });
    expect(answer).toMatchObject({ kind: 'opened', case: { status: 'approved', amountAtStake: EUR(350) } });
    const caseId = answer.kind === 'opened' ? answer.case.id : '';
    const trip = (await history.tickets(query)).find((ticket) => ticket.id === incomplete.id);
    expect(trip).toMatchObject({
      caseId,
      incomplete: { expected: EUR(150), corrected: { amount: EUR(150), exit: { station: 'Colosseo', line: 'B' } } },
    });
    const payments = await history.payments({ ...query, statuses: ALL_STATUSES });
    const line = payments.find((payment) => payment.refund);
    const charged = payments.find(
      (payment) => payment.shortId !== line?.shortId && payment.created.toISOString().startsWith('2026-11-19'),
    );
    expect(line).toMatchObject({
      amount: EUR(350),
      status: { kind: 'succeeded' },
      refund: { of: charged?.shortId, caseId },
    });
    expect(line?.shortId).toMatch(/^R-[0-9a-f]{10}$/);
    const receipt = await history.paymentInfo(line?.shortId ?? '');
    expect(receipt).toMatchObject({ refundFor: { of: charged?.shortId, caseId }, tickets: [{ amount: EUR(500) }] });
  });

  it('keeps another exit for review, then the decision shows in the cases', async () => {
    const { container, caseBook, incomplete } = world();
    const answer = await container.get(ClaimJourneyCorrection).execute({ ticket: incomplete, exitStation: 'Flaminio' });
    expect(answer).toMatchObject({ kind: 'opened', case: { status: 'submitted', outcome: null } });
    const caseId = answer.kind === 'opened' ? answer.case.id : '';
    caseBook?.review(caseId);
    caseBook?.decide(caseId, { decision: 'refused', reason: 'No tap-out gate at Flaminio' });
    const [decided] = await container.get(ListCases).execute();
    expect(decided).toMatchObject({
      id: caseId,
      status: 'refused',
      outcome: { refund: EUR(0), reason: 'No tap-out gate at Flaminio' },
    });
    expect(decided?.history.map((step) => step.status)).toEqual(['submitted', 'in_review', 'refused']);
  });

  it("takes a credit off the card's next payment, what is left waiting for the one after", async () => {
    const { container, history, query, incomplete, travels, clock } = world({ ...CLAIM_RULES, refundMethod: 'credit' });
    await container.get(ClaimJourneyCorrection).execute({ ticket: incomplete, exitStation: 'Colosseo' });
    clock.set('2026-11-21T10:00:00Z');
    travels.tap(ALIAS, VISA_4111, aTrip('2026-11-21T07:00:00Z'), METRO_FARE_CAPS);
    travels.tap(ALIAS, VISA_4111, aTrip('2026-11-22T07:00:00Z'), METRO_FARE_CAPS);
    travels.tap(ALIAS, VISA_4111, aTrip('2026-11-23T07:00:00Z'), METRO_FARE_CAPS);
    const payments = await history.payments({ ...query, statuses: ALL_STATUSES });
    const on = (day: string) => payments.find((payment) => payment.created.toISOString().startsWith(day));
    expect(payments.some((payment) => payment.refund)).toBe(false);
    expect(on('2026-11-21')).toMatchObject({ amount: EUR(0), credits: [{ amount: EUR(150) }] });
    expect(on('2026-11-22')).toMatchObject({ amount: EUR(0), credits: [{ amount: EUR(150) }] });
    expect(on('2026-11-23')).toMatchObject({ amount: EUR(100), credits: [{ amount: EUR(50) }] });
  });

  it("takes a credit off that day's payment when the card's next trip joins it, trips it had included", async () => {
    const { container, history, query, incomplete, travels } = world({ ...CLAIM_RULES, refundMethod: 'credit' });
    travels.tap(ALIAS, VISA_4111, aTrip('2026-11-20T07:00:00Z'), METRO_FARE_CAPS);
    await container.get(ClaimJourneyCorrection).execute({ ticket: incomplete, exitStation: 'Colosseo' });
    travels.tap(ALIAS, VISA_4111, aTrip('2026-11-20T12:00:00Z'), METRO_FARE_CAPS);
    const payments = await history.payments({ ...query, statuses: ALL_STATUSES });
    const day = payments.find((payment) => payment.created.toISOString().startsWith('2026-11-20'));
    expect(day).toMatchObject({ amount: EUR(0), credits: [{ amount: EUR(300) }] });
    expect((await history.paymentInfo(day?.shortId ?? ''))?.credits).toEqual([
      { caseId: expect.any(String), amount: EUR(300) },
    ]);
  });

  it('answers no rules and no cases for an operator without claims', async () => {
    const fakes = createTestContainer();
    fakes.container.get(StoredSession).saveAccount(anAccount().withId(1).build());
    expect(await fakes.container.get(LoadClaimRules).execute()).toBeNull();
    expect(await fakes.container.get(ListCases).execute()).toEqual([]);
  });
});
