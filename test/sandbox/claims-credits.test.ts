import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedDay, zonedInstant } from '../../sandbox/oms/network/zoned-time.mjs';
import { asRider, signedIn, type Rider } from './card-world';
import { ANNA_CARD, claimCorrection, omsCall, operatorCall, paymentsOf, receipt, tap } from './claims-world';
import { startSandbox, type Sandbox } from './support';

// An operator that pays claims back as a credit off the card's next payment (enterprise), and the mails' languages.

let sandbox: Sandbox;
let anna: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  anna = await signedIn(sandbox, 'anna.weber@example.com', 'enterprise');
}, 30_000);

const BERLIN = 'Europe/Berlin';
const today = () => zonedDay(new Date(), BERLIN);

/**
 * Anna taps in only today at 03:00 and claims a correction, which goes to review: her trips start from 09:00, so none
 * makes a regular journey at that time of day.
 */
async function claimedJourney() {
  const at = zonedInstant(today(), 3 * 60, BERLIN).toISOString();
  const trip = await tap(sandbox, { operator: 'enterprise', pan: ANNA_CARD, from: 'Hauptbahnhof', at });
  expect(trip.ticket).toMatchObject({ amount: 800, incomplete: true });
  const claim = await claimCorrection(sandbox, anna, trip.ticket.id, 'Alexanderplatz');
  expect(claim.body.payload.status).toBe('submitted');
  return { trip, claim: claim.body.payload };
}

describe('a claim approved as a credit (enterprise)', () => {
  it('leaves the refund on the card, taken off its next payments, never below 0', async () => {
    const { trip, claim } = await claimedJourney();
    const stake = 800 - (trip.ticket.expected_amount ?? 0);
    expect(claim.amount_at_stake).toBe(stake);
    const decided = await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'approved', refund_amount: 1 });
    // A correction's refund is its amount at stake, whatever is asked.
    expect(decided.body.payload.outcome).toMatchObject({
      decision: 'approved',
      refund_amount: stake,
      refund_method: 'credit',
      refund_short_id: null,
    });
    const tomorrow = addDays(today(), 1);
    const at = (minutes: number) => zonedInstant(tomorrow, minutes, BERLIN).toISOString();
    const ride = { operator: 'enterprise', pan: ANNA_CARD, from: 'Hauptbahnhof', to: 'Alexanderplatz' };
    const first = await tap(sandbox, { ...ride, at: at(8 * 60) });
    const fare = first.ticket.amount;
    expect(first.payment.credits).toEqual([{ case_id: claim.id, amount: Math.min(stake, fare) }]);
    expect(first.payment.amount).toBe(Math.max(0, fare - stake));
    const second = await tap(sandbox, { ...ride, at: at(18 * 60) });
    const gross = fare + second.ticket.amount;
    expect(second.payment.credits).toEqual([{ case_id: claim.id, amount: Math.min(stake, gross) }]);
    expect(second.payment.amount).toBe(Math.max(0, gross - stake));
    const listed = (await paymentsOf(sandbox, anna, tomorrow, tomorrow, [ANNA_CARD]))[0];
    expect(listed).toMatchObject({ amount: second.payment.amount, credits: second.payment.credits });
    const info = (await receipt(sandbox, anna, second.payment.short_id)).body as { credits?: unknown };
    expect(info.credits).toEqual(second.payment.credits);
    // No refund line: the money came back through the charges.
    expect((await paymentsOf(sandbox, anna, today(), tomorrow, [ANNA_CARD])).some((line) => line.refund)).toBe(false);
  });

  it('is mailed in German, saying the credit comes off the next charge', async () => {
    const { claim } = await claimedJourney();
    await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'approved' });
    const [mail] = await sandbox.mailsTo('anna.weber@example.com');
    expect(mail?.subject).toBe(`Enterprise Rail: Ihre Reklamation ${claim.id} wurde angenommen`);
    expect(mail?.text).toMatch(/werden von der nächsten Abbuchung der Karte mit der Endung 4242 abgezogen\./);
    expect(mail?.links).toEqual([
      `${sandbox.url}/dashboard/claims`,
      expect.stringMatching(/\/api\/alerts\/unsubscribe\?token=/),
    ]);
  });
});

describe('the mails in French', () => {
  it('follow the account’s language', async () => {
    sandbox.store.run("UPDATE accounts SET language = 'fr' WHERE email = ?", ['anna.weber@example.com']);
    const { claim } = await claimedJourney();
    await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'refused', reason: 'Aucune sortie enregistrée.' });
    const [mail] = await sandbox.mailsTo('anna.weber@example.com');
    expect(mail?.subject).toBe(`Enterprise Rail : votre réclamation ${claim.id} n'a pas été acceptée`);
    expect(mail?.text).toContain('Motif : Aucune sortie enregistrée.');
  });
});

describe('a card removed', () => {
  it("keeps the account's cases and the card's credit: the operator's books lose nothing", async () => {
    const { claim } = await claimedJourney();
    await operatorCall(sandbox, `${claim.id}/decide`, { decision: 'approved' });
    // Anna's sign-in answers her account encrypted (enterprise): her id is read from the database.
    const accountId = sandbox.store.get('SELECT id FROM accounts WHERE email = ?', ['anna.weber@example.com']).id;
    const cards = (await asRider(sandbox, anna, '/bank_cards/get', { accounts_id: accountId })).body as {
      id: number;
    }[];
    const removed = await asRider(sandbox, anna, '/bank_cards/remove', { bank_cards_id: cards[0]!.id });
    expect(removed.body).toEqual({ removed: true });
    const cases = (await omsCall(sandbox, '/cases/enterprise', anna)).body.payload as unknown as { id: string }[];
    expect(cases.map((kept) => kept.id)).toEqual([claim.id]);
    // The credit is the card's: taken off its next payment, whoever holds the card then.
    expect(sandbox.store.get('SELECT count(*) AS n FROM claim_credits').n).toBe(1);
  });
});
