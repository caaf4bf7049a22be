import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedDay } from '../../sandbox/oms/network/zoned-time.mjs';
import { signedIn, type Rider } from './card-world';
import { operatorCall, PAOLO_CARD, paymentsOf, report, tap, tripsOf, VISA } from './claims-world';
import { startSandbox, type Sandbox } from './support';

// Reports of wrong charges and the operator's review (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).

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

/** One of Giulia's paid payments of the last weeks. */
async function paidPayment() {
  const payments = await paymentsOf(sandbox, giulia, addDays(today(), -20), addDays(today(), -3), [VISA]);
  return payments.find((payment) => payment.LastCharge.charge_results_name === 'SUCCEEDED')!;
}

describe('a report', () => {
  it('about a payment or a trip is submitted, with what is at stake', async () => {
    const payment = await paidPayment();
    const answer = await report(sandbox, giulia, {
      kind: 'charged_twice',
      payment_short_id: payment.short_id,
      text: '',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.payload).toMatchObject({
      id: expect.stringMatching(/^C-[0-9A-Z]{8}$/),
      kind: 'charged_twice',
      status: 'submitted',
      ticket_id: null,
      payment_short_id: payment.short_id,
      amount_at_stake: payment.amount,
      text: null,
      outcome: null,
    });
    const [trip] = await tripsOf(sandbox, giulia, addDays(today(), -20), addDays(today(), -3), [VISA]);
    const about = await report(sandbox, giulia, { kind: 'other', ticket_id: trip!.id, text: '  I was not there  ' });
    expect(about.body.payload).toMatchObject({
      ticket_id: trip!.id,
      amount_at_stake: trip!.amount,
      text: 'I was not there',
    });
    expect(about.body.payload.payment_short_id).toMatch(/^P/);
  });

  it('is refused with its code: kind, text, shape, another rider’s, unknown, reported already', async () => {
    const payment = await paidPayment();
    const codeOf = async (body: Record<string, unknown>) => {
      const answer = await report(sandbox, giulia, body);
      return [answer.status, answer.body.code];
    };
    expect(await codeOf({ kind: 'journey_correction', payment_short_id: payment.short_id })).toEqual([400, 'bad_kind']);
    expect(await codeOf({ kind: 'other', payment_short_id: payment.short_id, text: ' ' })).toEqual([
      400,
      'text_required',
    ]);
    expect(await codeOf({ kind: 'other', payment_short_id: payment.short_id, text: '\u200b\u2060\u0000' })).toEqual([
      400,
      'text_required',
    ]);
    expect(await codeOf({ kind: 'other', payment_short_id: payment.short_id, text: 'x'.repeat(501) })).toEqual([
      400,
      'text_too_long',
    ]);
    expect((await codeOf({ kind: 'unrecognised' }))[0]).toBe(400);
    expect((await codeOf({ kind: 'unrecognised', payment_short_id: payment.short_id, ticket_id: 1 }))[0]).toBe(400);
    expect((await codeOf({ kind: 'unrecognised', payment_short_id: 'PNOSUCHONE' }))[0]).toBe(404);
    const paolo = await tap(sandbox, { pan: PAOLO_CARD, from: 'Termini', to: 'Colosseo' });
    expect((await codeOf({ kind: 'unrecognised', payment_short_id: paolo.payment.short_id }))[0]).toBe(403);
    expect((await codeOf({ kind: 'card_clash', ticket_id: paolo.ticket.id }))[0]).toBe(403);
    expect((await codeOf({ kind: 'unrecognised', payment_short_id: payment.short_id }))[0]).toBe(201);
    expect(await codeOf({ kind: 'unrecognised', payment_short_id: payment.short_id })).toEqual([
      409,
      'already_reported',
    ]);
    // Another kind about the same payment is a case of its own.
    expect((await codeOf({ kind: 'charged_twice', payment_short_id: payment.short_id }))[0]).toBe(201);
  });
});

describe("the operator's review", () => {
  it('lists the open cases with the rider, starts a review, approves with a refund line (metro), mails in Italian', async () => {
    const payment = await paidPayment();
    const { payload: claim } = (
      await report(sandbox, giulia, { kind: 'charged_twice', payment_short_id: payment.short_id })
    ).body;
    const open = (await sandbox.request('/sandbox/api/cases?status=open', { operator: null })).body as {
      id: string;
      email: string;
      operator: string;
    }[];
    expect(open).toContainEqual(
      expect.objectContaining({ id: claim.id, email: 'giulia.rossi@example.com', operator: 'metro' }),
    );
    const reviewed = await operatorCall(sandbox, `${claim.id}/review`);
    expect(reviewed.body.payload.status).toBe('in_review');
    expect(
      (await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'approved', refund_amount: payment.amount + 1 }))
        .body.code,
    ).toBe('refund_too_large');
    const decided = await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'approved', refund_amount: 100 });
    expect(decided.status).toBe(200);
    expect(decided.body.payload).toMatchObject({
      status: 'approved',
      outcome: {
        decision: 'approved',
        refund_amount: 100,
        refund_method: 'refund',
        refund_short_id: expect.stringMatching(/^R-/),
      },
    });
    expect(decided.body.payload.history.map((step) => step.status)).toEqual(['submitted', 'in_review', 'approved']);
    const refund = (await paymentsOf(sandbox, giulia, today(), today(), [VISA])).find(
      (line) => line.short_id === decided.body.payload.outcome!.refund_short_id,
    );
    expect(refund).toMatchObject({ amount: 100, refund: { of: payment.short_id, case_id: claim.id } });
    const [mail] = await sandbox.mailsTo('giulia.rossi@example.com');
    expect(mail?.subject).toBe(`Metro: la tua richiesta ${claim.id} è stata accolta`);
    expect(mail?.text).toMatch(/1,00\s€ saranno rimborsati sulla carta che termina con 1111\./);
    expect(mail?.text).toContain(`${sandbox.url}/dashboard/claims`);
    expect((await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'refused', reason: 'x' })).status).toBe(409);
    expect((await operatorCall(sandbox, `${claim.id}/review`)).status).toBe(409);
    const closed = (await sandbox.request('/sandbox/api/cases?status=open', { operator: null })).body as {
      id: string;
    }[];
    expect(closed.map((item) => item.id)).not.toContain(claim.id);
  });

  it('refuses with a reason only, and mails the reason in the rider’s language (English)', async () => {
    const paolo = await signedIn(sandbox, 'paolo.neri@example.com');
    const trip = await tap(sandbox, { pan: PAOLO_CARD, from: 'Termini', to: 'Colosseo' });
    const { payload: claim } = (await report(sandbox, paolo, { kind: 'card_clash', ticket_id: trip.ticket.id })).body;
    expect((await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'refused' })).body.code).toBe(
      'reason_required',
    );
    const invisible = { decision: 'refused', reason: '\u200b\u200d\ufeff\u0007' };
    expect((await operatorCall(sandbox, `${claim.id}/decide`, invisible)).body.code).toBe('reason_required');
    expect((await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'maybe' })).status).toBe(400);
    expect((await operatorCall(sandbox, 'C-NOSUCH00/decide', { decision: 'refused', reason: 'x' })).status).toBe(404);
    const decided = await operatorCall(sandbox, `${claim.id}/decide`, {
      decision: 'refused',
      reason: 'The card was tapped at the gate.',
    });
    expect(decided.body.payload).toMatchObject({
      status: 'refused',
      outcome: {
        decision: 'refused',
        reason: 'The card was tapped at the gate.',
        refund_amount: 0,
        refund_short_id: null,
      },
    });
    const [mail] = await sandbox.mailsTo('paolo.neri@example.com');
    expect(mail?.subject).toBe(`Metro: your claim ${claim.id} was not approved`);
    expect(mail?.text).toContain('Reason: The card was tapped at the gate.');
  });

  it('takes only same-origin JSON writes', async () => {
    const payment = await paidPayment();
    const { payload: claim } = (
      await report(sandbox, giulia, { kind: 'unrecognised', payment_short_id: payment.short_id })
    ).body;
    const form = await fetch(`${sandbox.url}/sandbox/api/cases/${claim.id}/decide`, {
      method: 'POST',
      body: 'decision=approved',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(415);
    const crossSite = await sandbox.request(`/sandbox/api/cases/${claim.id}/review`, {
      method: 'POST',
      operator: null,
      json: {},
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });
});
