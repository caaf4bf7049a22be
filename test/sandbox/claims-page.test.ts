import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedDay, zonedInstant } from '../../sandbox/oms/network/zoned-time.mjs';
import { signedIn, type Rider } from './card-world';
import { claimCorrection, omsCall, paymentsOf, report, tap, VISA } from './claims-world';
import { startSandbox, type Sandbox } from './support';

// The operator's review page, GET /sandbox/claims (docs/contracts.md#sandbox-only-endpoints-not-part-of-a-real-operator).

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

/** Posts one of the page's forms, as the browser does. */
async function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${sandbox.url}/sandbox/claims`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  return { status: response.status, html: await response.text() };
}

describe('the claims review page', () => {
  it('lists the undecided cases with the rider, what it is about, the amount and the text, each with its forms', async () => {
    const empty = await sandbox.request('/sandbox/claims', { operator: null });
    expect(empty.body).toContain('No case waits for a decision.');
    const payments = await paymentsOf(sandbox, giulia, addDays(today(), -20), addDays(today(), -3), [VISA]);
    const { payload: claim } = (
      await report(sandbox, giulia, {
        kind: 'other',
        payment_short_id: payments[0]!.short_id,
        text: 'Two <b>charges</b>',
      })
    ).body;
    const html = String((await sandbox.request('/sandbox/claims', { operator: null })).body);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(claim.id);
    expect(html).toContain('giulia.rossi@example.com');
    expect(html).toContain('Other problem');
    expect(html).toContain(`Payment ${payments[0]!.short_id}`);
    expect(html).toContain(`${(claim.amount_at_stake / 100).toFixed(2)} EUR`);
    expect(html).toContain('Two &lt;b&gt;charges&lt;/b&gt;');
    expect(html).toContain(`aria-label="Start the review of ${claim.id}"`);
    expect(html).toContain(`<label for="refund-${claim.id}">Refund amount (EUR)</label>`);
    expect(html).toContain(`<label for="reason-${claim.id}">Reason for refusing</label>`);
  });

  it('starts a review, approves with a refund in euros and shows the outcome; the case leaves the list', async () => {
    // At 03:00 no trip of hers makes a regular journey: the correction waits for review.
    const at = zonedInstant(today(), 3 * 60, 'Europe/Rome').toISOString();
    const trip = await tap(sandbox, { pan: VISA, from: 'Termini', at });
    const { payload: claim } = (await claimCorrection(sandbox, giulia, trip.ticket.id, 'Pigneto')).body;
    expect(claim.status).toBe('submitted');
    expect(String((await sandbox.request('/sandbox/claims', { operator: null })).body)).toContain(
      `Trip ${trip.ticket.id}: Termini → no tap-out`,
    );
    const reviewed = await postForm({ id: claim.id, action: 'review' });
    expect(reviewed.status).toBe(200);
    expect(reviewed.html).toContain(`${claim.id} is in review.`);
    const approved = await postForm({ id: claim.id, action: 'approve', refund_amount: '3,50' });
    expect(approved.status).toBe(200);
    expect(approved.html).toMatch(
      new RegExp(`${claim.id} approved: ${(claim.amount_at_stake / 100).toFixed(2)} EUR refunded to the card \\(R-`),
    );
    expect(approved.html).not.toContain(`aria-label="Approve ${claim.id}"`);
    const [decided] = (await omsCall(sandbox, '/cases/metro', giulia)).body.payload as unknown as { status: string }[];
    expect(decided?.status).toBe('approved');
  });

  it('refuses with the reason given, says what was wrong with a form, and refuses a cross-site post', async () => {
    const payments = await paymentsOf(sandbox, giulia, addDays(today(), -20), addDays(today(), -3), [VISA]);
    const { payload: claim } = (
      await report(sandbox, giulia, { kind: 'unrecognised', payment_short_id: payments[0]!.short_id })
    ).body;
    const tooMuch = await postForm({ id: claim.id, action: 'approve', refund_amount: '9999' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.html).toContain('The refund cannot be more than the amount at stake');
    expect((await postForm({ id: claim.id, action: 'refuse', reason: '' })).status).toBe(400);
    const crossSite = await postForm(
      { id: claim.id, action: 'refuse', reason: 'x' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const refused = await postForm({ id: claim.id, action: 'refuse', reason: 'It is your trip to Termini.' });
    expect(refused.html).toContain(`${claim.id} refused (It is your trip to Termini.); the rider was mailed.`);
    const [mail] = await sandbox.mailsTo('giulia.rossi@example.com');
    expect(mail?.text).toContain('Motivo: It is your trip to Termini.');
    expect((await postForm({ id: claim.id, action: 'refuse', reason: 'again' })).status).toBe(409);
  });
});
