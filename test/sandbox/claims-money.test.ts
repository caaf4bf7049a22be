import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedDay } from '../../sandbox/oms/network/zoned-time.mjs';
import { signedIn, type Rider } from './card-world';
import {
  claimCorrection,
  omsCall,
  operatorCall,
  paymentsOf,
  report,
  tap,
  tripsOf,
  VISA,
  type Case,
  type Payment,
} from './claims-world';
import { startSandbox, type Sandbox } from './support';

// What a trip or a payment has been given back by every case about it never exceeds what was paid for it; an unpaid
// charge has its debt cancelled, never paid out (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).

let sandbox: Sandbox;
let giulia: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
}, 30_000);

const today = () => zonedDay(new Date(), 'Europe/Rome');
const DAY_MS = 24 * 60 * 60_000;
/** A time of day no demo trip is made at (03:10 UTC, minutes apart), `days` ago. */
const at = (days: number, minute = 0) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3, 10 + minute) - days * DAY_MS,
  ).toISOString();
};

const cases = async () => (await omsCall(sandbox, '/cases/metro', giulia)).body.payload as unknown as Case[];
const approve = (id: string, refundAmount?: number) =>
  operatorCall(sandbox, `${id}/decide`, {
    decision: 'approved',
    ...(refundAmount === undefined ? {} : { refund_amount: refundAmount }),
  });
const allPayments = () => paymentsOf(sandbox, giulia, addDays(today(), -395), today(), [VISA]);

/**
 * The money rule over everything Giulia's VISA was charged and given back: for every payment, the refund lines of it
 * and the approved cases' refunds and credits about it come to at most what it was paid (nothing for an unpaid one);
 * for every trip, the approved cases about it at most its fare; a cancelled debt only on a charge not paid.
 */
async function expectMoneyRule() {
  const payments = await allPayments();
  const trips = await tripsOf(sandbox, giulia, addDays(today(), -60), today(), [VISA]);
  const all = await cases();
  const paidOut = (claim: Case) =>
    claim.outcome?.refund_method === 'refund' || claim.outcome?.refund_method === 'credit'
      ? claim.outcome.refund_amount
      : 0;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  for (const payment of payments.filter((line) => !line.refund)) {
    const paid = payment.LastCharge.charge_results_name === 'SUCCEEDED' ? payment.amount : 0;
    const lines = sum(payments.filter((line) => line.refund?.of === payment.short_id).map((line) => line.amount));
    const about = all.filter((claim) => claim.payment_short_id === payment.short_id);
    expect(lines, payment.short_id).toBeLessThanOrEqual(paid);
    expect(sum(about.map(paidOut)), payment.short_id).toBeLessThanOrEqual(paid);
    for (const claim of about) if (claim.outcome?.refund_method === 'cancelled') expect(paid, claim.id).toBe(0);
  }
  for (const trip of trips) {
    const about = all.filter((claim) => claim.ticket_id === trip.id);
    expect(sum(about.map((claim) => claim.outcome?.refund_amount ?? 0)), String(trip.id)).toBeLessThanOrEqual(
      trip.amount,
    );
  }
}

describe('the money of a charge', () => {
  it("refunds a correction then a report on the same trip up to the trip's charge, and says what was refunded", async () => {
    const { ticket } = await tap(sandbox, { pan: VISA, from: 'Pigneto', at: at(2) });
    const correction = await claimCorrection(sandbox, giulia, ticket.id, 'Flaminio');
    expect(correction.status).toBe(201);
    const atStake = correction.body.payload.amount_at_stake;
    expect((await approve(correction.body.payload.id)).status).toBe(200);
    const other = await report(sandbox, giulia, { kind: 'other', ticket_id: ticket.id, text: 'Wrong fare' });
    expect(other.body.payload).toMatchObject({
      amount_at_stake: ticket.amount - atStake,
      already_refunded: atStake,
    });
    const tooMuch = await approve(other.body.payload.id, ticket.amount);
    expect([tooMuch.status, tooMuch.body.code]).toEqual([400, 'refund_too_large']);
    expect((await approve(other.body.payload.id)).body.payload.outcome?.refund_amount).toBe(ticket.amount - atStake);
    const again = await report(sandbox, giulia, { kind: 'charged_twice', ticket_id: ticket.id, text: '' });
    expect(again.body.payload).toMatchObject({ amount_at_stake: 0, already_refunded: ticket.amount });
    expect((await approve(again.body.payload.id)).body.payload.outcome?.refund_amount).toBe(0);
    await expectMoneyRule();
  });

  it('caps reports open together on one payment by what is left when each is decided', async () => {
    const { payment } = await tap(sandbox, { pan: VISA, from: 'Termini', to: 'Colosseo', at: at(3) });
    const kinds = ['charged_twice', 'unrecognised', 'card_clash'];
    const opened = [];
    for (const kind of kinds)
      opened.push((await report(sandbox, giulia, { kind, payment_short_id: payment.short_id, text: '' })).body.payload);
    const paid = (await allPayments()).find((line) => line.short_id === payment.short_id) as Payment;
    expect(opened.map((claim) => claim.amount_at_stake)).toEqual([paid.amount, paid.amount, paid.amount]);
    expect((await approve(opened[0]!.id, 100)).status).toBe(200);
    const second = await approve(opened[1]!.id);
    expect(second.body.payload.outcome?.refund_amount).toBe(paid.amount - 100);
    expect(second.body.payload.already_refunded).toBe(100);
    expect((await approve(opened[2]!.id)).body.payload.outcome?.refund_amount).toBe(0);
    await expectMoneyRule();
  });

  it('cancels the debt of an unpaid payment instead of refunding it', async () => {
    const failed = (await allPayments()).find((line) => line.LastCharge.charge_results_name === 'FAILED') as Payment;
    const owed = failed.amount;
    const answer = await report(sandbox, giulia, {
      kind: 'charged_twice',
      payment_short_id: failed.short_id,
      text: '',
    });
    expect(answer.body.payload.amount_at_stake).toBe(owed);
    const decided = (await approve(answer.body.payload.id, owed - 100)).body.payload;
    expect(decided.outcome).toMatchObject({
      refund_amount: owed - 100,
      refund_method: 'cancelled',
      refund_short_id: null,
    });
    const after = await allPayments();
    expect(after.some((line) => line.refund?.case_id === decided.id)).toBe(false);
    expect(after.find((line) => line.short_id === failed.short_id)?.amount).toBe(100);
    const mail = (await sandbox.mailsTo('giulia.rossi@example.com'))[0];
    expect(mail?.text).toContain('non sono più dovuti');
    await expectMoneyRule();
  });

  it('holds over any sequence of corrections, reports and decisions, paid and unpaid', async () => {
    const failed = (await allPayments()).find((line) => line.LastCharge.charge_results_name === 'FAILED') as Payment;
    // A tap on a day still owed opens a payment of its own: a debt cancelled never turns into a payment taken.
    const action = fc.oneof(
      fc.record({ type: fc.constant('correct' as const), exit: fc.constantFrom('Flaminio', 'Lepanto') }),
      fc.record({
        type: fc.constant('report' as const),
        kind: fc.constantFrom('card_clash', 'unrecognised', 'charged_twice', 'other'),
        on: fc.constantFrom('trip' as const, 'payment' as const, 'unpaid' as const),
      }),
      fc.record({
        type: fc.constant('decide' as const),
        pick: fc.nat(20),
        approve: fc.boolean(),
        share: fc.option(fc.integer({ min: 0, max: 150 }), { nil: undefined }),
      }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.array(action, { minLength: 1, maxLength: 10 }),
        async (days, actions) => {
          run += 1;
          const { ticket, payment } = await tap(sandbox, {
            pan: VISA,
            from: 'Pigneto',
            at: at(days, run),
          });
          const mine: Case[] = [];
          for (const step of actions) {
            if (step.type === 'correct') {
              const answer = await claimCorrection(sandbox, giulia, ticket.id, step.exit);
              if (answer.status === 201) mine.push(answer.body.payload);
            } else if (step.type === 'report') {
              const subject =
                step.on === 'trip'
                  ? { ticket_id: ticket.id }
                  : { payment_short_id: step.on === 'payment' ? payment.short_id : failed.short_id };
              const answer = await report(sandbox, giulia, { kind: step.kind, ...subject, text: 'Not right' });
              if (answer.status === 201) mine.push(answer.body.payload);
              else expect(answer.body.code).toBe('already_reported');
            } else {
              const open = mine.filter((claim) => claim.outcome === null);
              const claim = open[step.pick % Math.max(1, open.length)];
              if (!claim) continue;
              const amount =
                step.share === undefined ? undefined : Math.round((claim.amount_at_stake * step.share) / 100);
              const answer = step.approve
                ? await approve(claim.id, amount)
                : await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'refused', reason: 'No' });
              if (answer.status === 200) mine[mine.indexOf(claim)] = answer.body.payload;
              else expect([answer.status, answer.body.code]).toEqual([400, 'refund_too_large']);
            }
          }
          // Then the operator approves every case still open, each for all it asks.
          for (const claim of mine.filter((item) => item.outcome === null))
            expect((await approve(claim.id)).status).toBe(200);
          await expectMoneyRule();
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});
