import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPORT_KINDS, type ClaimCase } from '../../../src/core/claims/claim-case';
import type { CaseAnswer, Claims } from '../../../src/core/claims/claims';
import { isServiceFailure } from '../../../src/core/shared/service-failure';
import { dayInZone } from '../../../src/core/travels/journey-days';

/** A trip at the gates; without `to`, a tap-in never tapped out (an incomplete trip). */
export interface ClaimTrip {
  readonly pan: string;
  readonly from: string;
  readonly to?: string;
  readonly at: Date;
}

/** The operator's decision on a case (the sandbox's review page). */
export type ClaimDecision =
  | { readonly decision: 'approved'; readonly refundAmount?: number }
  | { readonly decision: 'refused'; readonly reason: string };

export interface ClaimsHarness {
  readonly claims: Claims;
  /** Signs the rider in: the calls that follow are theirs. */
  signInAs(email: string): Promise<void>;
  /** A trip made at the gates and charged at once: its id and its payment's short id. */
  tap(trip: ClaimTrip): Promise<{ readonly ticketId: string; readonly paymentShortId: string }>;
  /** The operator decides a case; rejects a decision the operator refuses (a refund above what is left). */
  decide(caseId: string, decision: ClaimDecision): Promise<void>;
  /** What a payment was charged and paid, in cents (its amount, 0 when its charge did not succeed). */
  paid(paymentShortId: string): Promise<number>;
  /**
   * A charge of the rider's within the claim window that was not paid (its payment failed): a trip and its payment, on
   * no day the tests tap the VISA (5 to 40 days ago), so no tap charges it again.
   */
  unpaid(): Promise<{ readonly ticketId: string; readonly paymentShortId: string }>;
}

const GIULIA = 'giulia.rossi@example.com';
const LUCA = 'luca.verdi@example.com';
const VISA = '4111111111111111';
const DAY_MS = 24 * 60 * 60_000;
/** A time of day no demo-world trip is made at (03:10 UTC): the regular journeys below are the tests' own. */
const daysAgo = (days: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 3, 10) - days * DAY_MS);
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

const openedCase = (answer: CaseAnswer): ClaimCase => {
  if (answer.kind !== 'opened') throw new Error(`refused: ${answer.reason}`);
  return answer.case;
};

/** What every Claims must do (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported). */
export function claimsContract(name: string, setUp: () => Promise<ClaimsHarness>) {
  describe(`Claims contract: ${name}`, () => {
    it("answers the operator's claim rules to a signed-in rider only", async () => {
      const harness = await setUp();
      const anonymous = await failureOf(harness.claims.rules());
      expect(isServiceFailure(anonymous) && anonymous.kind).toBe('unauthorized');
      await harness.signInAs(GIULIA);
      const rules = await harness.claims.rules();
      expect(rules).toMatchObject({
        maxFare: { minor: 500, currency: 'EUR' },
        claimWindowDays: 56,
        monthlyClaims: 3,
        refundMethod: 'refund',
        timeZone: 'Europe/Rome',
      });
      expect(rules?.stations).toEqual(
        expect.arrayContaining([
          { station: 'Termini', line: 'A' },
          { station: 'Colosseo', line: 'B' },
        ]),
      );
    });

    it('approves at once a correction to the regular exit, with its refund line', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      await harness.tap({ pan: VISA, from: 'Pigneto', to: 'Lepanto', at: daysAgo(3) });
      await harness.tap({ pan: VISA, from: 'Pigneto', to: 'Lepanto', at: daysAgo(2) });
      const { ticketId, paymentShortId } = await harness.tap({ pan: VISA, from: 'Pigneto', at: daysAgo(1) });
      const claim = openedCase(await harness.claims.claimCorrection(ticketId, 'Lepanto'));
      expect(claim).toMatchObject({
        kind: 'journey_correction',
        status: 'approved',
        ticketId,
        paymentShortId,
        exitStation: 'Lepanto',
        outcome: { decision: 'approved', refundMethod: 'refund', refund: claim.amountAtStake },
      });
      expect(claim.amountAtStake.minor).toBeGreaterThan(0);
      expect(claim.amountAtStake.minor).toBeLessThanOrEqual(500);
      expect(claim.outcome?.refundShortId).toMatch(/^R-[0-9a-f]{10}$/);
      expect(claim.history.map((step) => step.status)).toEqual(['submitted', 'approved']);
      expect((await harness.claims.cases())[0]).toEqual(claim);
    });

    it('submits a correction to another exit for review, and shows the decision in the cases', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      const { ticketId } = await harness.tap({ pan: VISA, from: 'Pigneto', at: daysAgo(1) });
      const claim = openedCase(await harness.claims.claimCorrection(ticketId, 'Flaminio'));
      expect(claim).toMatchObject({ status: 'submitted', outcome: null, exitStation: 'Flaminio' });
      await harness.decide(claim.id, { decision: 'refused', reason: 'No tap at Flaminio that day' });
      const decided = (await harness.claims.cases()).find((item) => item.id === claim.id);
      expect(decided).toMatchObject({
        status: 'refused',
        outcome: { decision: 'refused', reason: 'No tap at Flaminio that day', refundShortId: null },
      });
      expect(decided?.outcome?.refund.minor).toBe(0);
    });

    it('names what a case is about as the trips and payments lists do: the trip where and when, the payment when and how much', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      const at = daysAgo(1);
      const open = await harness.tap({ pan: VISA, from: 'Colosseo', at });
      const correction = openedCase(await harness.claims.claimCorrection(open.ticketId, 'Flaminio'));
      expect(correction.trip).toEqual({ enteredAt: at, from: 'Colosseo', to: null, timeZone: 'Europe/Rome' });
      const done = await harness.tap({ pan: VISA, from: 'Termini', to: 'Pigneto', at: daysAgo(2) });
      const onTrip = openedCase(await harness.claims.report('other', { ticketId: done.ticketId }, 'Wrong fare'));
      expect(onTrip.trip).toMatchObject({ from: 'Termini', to: 'Pigneto', timeZone: 'Europe/Rome' });
      const onPayment = openedCase(
        await harness.claims.report('unrecognised', { paymentShortId: done.paymentShortId }, 'Not me'),
      );
      expect(onPayment.trip).toBeUndefined();
      expect(onPayment.payment?.amount).toEqual({ minor: await harness.paid(done.paymentShortId), currency: 'EUR' });
      expect(onPayment.payment?.created).toBeInstanceOf(Date);
      // The same in the list of cases.
      const listed = await harness.claims.cases();
      expect(listed.find((item) => item.id === correction.id)?.trip).toEqual(correction.trip);
      expect(listed.find((item) => item.id === onPayment.id)?.payment).toEqual(onPayment.payment);
    });

    it('refuses a correction the operator cannot make', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      const incomplete = await harness.tap({ pan: VISA, from: 'Pigneto', at: daysAgo(1) });
      const complete = await harness.tap({ pan: VISA, from: 'Pigneto', to: 'Termini', at: daysAgo(2) });
      const old = await harness.tap({ pan: VISA, from: 'Pigneto', at: daysAgo(60) });
      const refusal = async (ticketId: string, exit: string) => {
        const answer = await harness.claims.claimCorrection(ticketId, exit);
        return answer.kind === 'refused' ? answer.reason : 'opened';
      };
      expect(await refusal(incomplete.ticketId, 'Atlantis')).toBe('unknown_station');
      expect(await refusal(incomplete.ticketId, 'Pigneto')).toBe('unknown_station');
      expect(await refusal('987654321', 'Termini')).toBe('not_found');
      expect(await refusal(complete.ticketId, 'Colosseo')).toBe('not_incomplete');
      expect(await refusal(old.ticketId, 'Colosseo')).toBe('claim_window_closed');
      expect(await refusal(incomplete.ticketId, 'Flaminio')).toBe('opened');
      expect(await refusal(incomplete.ticketId, 'Colosseo')).toBe('already_claimed');
    });

    it("refuses a correction beyond the month's limit, in the operator's zone", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      const rules = await harness.claims.rules();
      const month = dayInZone(new Date(), 'Europe/Rome').slice(0, 7);
      const made = (await harness.claims.cases()).filter(
        (item) => item.kind === 'journey_correction' && dayInZone(item.created, 'Europe/Rome').slice(0, 7) === month,
      ).length;
      for (let index = made; index < (rules?.monthlyClaims ?? 3); index += 1) {
        const { ticketId } = await harness.tap({
          pan: VISA,
          from: 'Pigneto',
          at: new Date(daysAgo(1).getTime() - index * 60_000),
        });
        expect((await harness.claims.claimCorrection(ticketId, 'Flaminio')).kind).toBe('opened');
      }
      const { ticketId } = await harness.tap({ pan: VISA, from: 'Pigneto', at: daysAgo(2) });
      expect(await harness.claims.claimCorrection(ticketId, 'Flaminio')).toEqual({
        kind: 'refused',
        reason: 'monthly_limit_reached',
      });
    });

    it("refuses another rider's trip as forbidden", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      const { ticketId, paymentShortId } = await harness.tap({ pan: VISA, from: 'Pigneto', at: daysAgo(1) });
      await harness.signInAs(LUCA);
      const correction = await failureOf(harness.claims.claimCorrection(ticketId, 'Flaminio'));
      expect(isServiceFailure(correction) && correction.kind).toBe('forbidden');
      const report = await failureOf(harness.claims.report('unrecognised', { paymentShortId }, ''));
      expect(isServiceFailure(report) && report.kind).toBe('forbidden');
    });

    it('opens a report about a payment, once while undecided, and shows its approval with the refund', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      const { paymentShortId, ticketId } = await harness.tap({
        pan: VISA,
        from: 'Termini',
        to: 'Colosseo',
        at: daysAgo(1),
      });
      const report = openedCase(await harness.claims.report('charged_twice', { paymentShortId }, 'Twice on Monday'));
      expect(report).toMatchObject({
        kind: 'charged_twice',
        status: 'submitted',
        ticketId: null,
        paymentShortId,
        text: 'Twice on Monday',
        outcome: null,
      });
      expect(await harness.claims.report('charged_twice', { paymentShortId }, 'Again')).toEqual({
        kind: 'refused',
        reason: 'already_reported',
      });
      expect(await harness.claims.report('other', { ticketId }, '')).toEqual({
        kind: 'refused',
        reason: 'text_required',
      });
      // Words made only of zero-width, control and format characters are no words.
      expect(await harness.claims.report('other', { ticketId }, '\u200b\u200d\u2060\ufeff\u0007\u00ad')).toEqual({
        kind: 'refused',
        reason: 'text_required',
      });
      expect(await harness.claims.report('other', { ticketId }, 'x'.repeat(501))).toEqual({
        kind: 'refused',
        reason: 'text_too_long',
      });
      expect(await harness.claims.report('other', { ticketId: '987654321' }, 'Hm')).toEqual({
        kind: 'refused',
        reason: 'not_found',
      });
      await harness.decide(report.id, { decision: 'approved', refundAmount: 100 });
      const decided = (await harness.claims.cases()).find((item) => item.id === report.id);
      expect(decided).toMatchObject({
        status: 'approved',
        outcome: { decision: 'approved', refund: { minor: 100, currency: 'EUR' }, refundMethod: 'refund' },
      });
      expect(decided?.outcome?.refundShortId).toMatch(/^R-[0-9a-f]{10}$/);
    });

    it('gives back on a trip, across a correction and reports, no more than was paid, and says what was already refunded', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      const { ticketId } = await harness.tap({ pan: VISA, from: 'Pigneto', at: daysAgo(4) });
      const correction = openedCase(await harness.claims.claimCorrection(ticketId, 'Flaminio'));
      await harness.decide(correction.id, { decision: 'approved' });
      const stake = correction.amountAtStake.minor;
      const other = openedCase(await harness.claims.report('other', { ticketId }, 'The fare is wrong'));
      expect(other.amountAtStake).toEqual({ minor: 500 - stake, currency: 'EUR' });
      expect(other.alreadyRefunded).toEqual({ minor: stake, currency: 'EUR' });
      expect(await failureOf(harness.decide(other.id, { decision: 'approved', refundAmount: 500 }))).not.toBeNull();
      await harness.decide(other.id, { decision: 'approved' });
      const twice = openedCase(await harness.claims.report('charged_twice', { ticketId }, ''));
      expect([twice.amountAtStake.minor, twice.alreadyRefunded.minor]).toEqual([0, 500]);
      const decided = (await harness.claims.cases()).find((item) => item.id === other.id);
      expect(decided?.outcome?.refund.minor).toBe(500 - stake);
    });

    it('never gives back more than was paid, nor pays out an unpaid charge, over any sequence of claims, reports and decisions', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      const unpaid = await harness.unpaid();
      const step = fc.oneof(
        fc.record({ type: fc.constant('correct' as const), exit: fc.constantFrom('Flaminio', 'Lepanto') }),
        fc.record({
          type: fc.constant('report' as const),
          kind: fc.constantFrom(...REPORT_KINDS),
          on: fc.constantFrom('trip' as const, 'payment' as const, 'unpaid trip' as const, 'unpaid payment' as const),
        }),
        fc.record({
          type: fc.constant('decide' as const),
          pick: fc.nat(20),
          approve: fc.boolean(),
          share: fc.option(fc.integer({ min: 0, max: 150 }), { nil: undefined }),
        }),
      );
      const paidOut = (claims: readonly ClaimCase[]) =>
        claims.reduce(
          (sum, claim) =>
            sum +
            (claim.outcome?.refundMethod === 'refund' || claim.outcome?.refundMethod === 'credit'
              ? claim.outcome.refund.minor
              : 0),
          0,
        );
      const subjects = (ticketId: string, paymentShortId: string) => ({
        trip: { ticketId },
        payment: { paymentShortId },
        'unpaid trip': { ticketId: unpaid.ticketId },
        'unpaid payment': { paymentShortId: unpaid.paymentShortId },
      });
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 5, max: 40 }),
          fc.array(step, { minLength: 1, maxLength: 8 }),
          async (days, steps) => {
            run += 1;
            const { ticketId, paymentShortId } = await harness.tap({
              pan: VISA,
              from: 'Pigneto',
              at: new Date(daysAgo(days).getTime() + run * 60_000),
            });
            const mine: ClaimCase[] = [];
            for (const action of steps) {
              if (action.type === 'correct') {
                const answer = await harness.claims.claimCorrection(ticketId, action.exit);
                if (answer.kind === 'opened') mine.push(answer.case);
              } else if (action.type === 'report') {
                const subject = subjects(ticketId, paymentShortId)[action.on];
                const answer = await harness.claims.report(action.kind, subject, 'Not right');
                if (answer.kind === 'opened') mine.push(answer.case);
              } else {
                const open = mine.filter((claim) => claim.outcome === null);
                const claim = open[action.pick % Math.max(1, open.length)];
                if (!claim) continue;
                const refundAmount =
                  action.share === undefined ? undefined : Math.round((claim.amountAtStake.minor * action.share) / 100);
                const decided = await failureOf(
                  harness.decide(
                    claim.id,
                    action.approve ? { decision: 'approved', refundAmount } : { decision: 'refused', reason: 'No' },
                  ),
                );
                if (decided === null)
                  mine[mine.indexOf(claim)] = { ...claim, outcome: { decision: 'refused' } as never };
              }
            }
            for (const claim of mine.filter((item) => item.outcome === null))
              await harness.decide(claim.id, { decision: 'approved' });
            const all = await harness.claims.cases();
            const given = (claims: readonly ClaimCase[]) =>
              claims.reduce((sum, claim) => sum + (claim.outcome?.refund.minor ?? 0), 0);
            const aboutPaid = all.filter((claim) => claim.paymentShortId === paymentShortId);
            // The paid charge: its trip given back at most its fare, its payment at most what was paid, no debt cancelled.
            expect(given(all.filter((claim) => claim.ticketId === ticketId))).toBeLessThanOrEqual(500);
            expect(paidOut(aboutPaid)).toBeLessThanOrEqual(await harness.paid(paymentShortId));
            expect(aboutPaid.filter((claim) => claim.outcome?.refundMethod === 'cancelled')).toEqual([]);
            // The unpaid charge: nothing refunded or credited, ever; what an approval gives back is a debt cancelled.
            const aboutUnpaid = all.filter((claim) => claim.paymentShortId === unpaid.paymentShortId);
            expect(await harness.paid(unpaid.paymentShortId)).toBe(0);
            expect(paidOut(aboutUnpaid)).toBe(0);
            for (const claim of aboutUnpaid)
              if (claim.outcome?.decision === 'approved' && claim.outcome.refund.minor > 0)
                expect([claim.outcome.refundMethod, claim.outcome.refundShortId]).toEqual(['cancelled', null]);
          },
        ),
        { numRuns: 12 },
      );
      // The sequences reached the unpaid charge: a debt was cancelled there.
      const cancelled = (await harness.claims.cases()).filter(
        (claim) => claim.paymentShortId === unpaid.paymentShortId && claim.outcome?.refundMethod === 'cancelled',
      );
      expect(cancelled.length).toBeGreaterThan(0);
    }, 300_000);
  });
}
