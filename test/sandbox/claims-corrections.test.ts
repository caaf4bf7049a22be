import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedDay, zonedInstant } from '../../sandbox/oms/network/zoned-time.mjs';
import { signedIn, type Rider } from './card-world';
import {
  ANNA_CARD,
  claimCorrection,
  omsCall,
  PAOLO_CARD,
  paymentsOf,
  PHONE,
  receipt,
  tap,
  tripsOf,
  VISA,
  type Trip,
} from './claims-world';
import { regularExitOf } from './claims-regular';
import { startSandbox, type Sandbox } from './support';

// Corrections of incomplete journeys (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).

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

/** Giulia's seeded incomplete journey and the exit of her regular journey from its entry (the suggested one). */
async function seededJourney() {
  const window = await tripsOf(sandbox, giulia, addDays(today(), -56), today(), [VISA, PHONE]);
  const trip = window.find((candidate) => candidate.incomplete) as Trip;
  return { trip, exit: regularExitOf(window, trip) as string };
}

describe('the claim rules', () => {
  it("answers the operator's maximum fare, windows, limits, refund method and stations; 401 without a session", async () => {
    const answer = await omsCall(sandbox, '/claim_rules/metro', giulia);
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({
      currency: 'EUR',
      max_fare: 500,
      max_journey_minutes: 120,
      claim_window_days: 56,
      monthly_claims: 3,
      refund_method: 'refund',
      time_zone: 'Europe/Rome',
    });
    expect((answer.body.payload as unknown as { stations: unknown[] }).stations).toContainEqual({
      station: 'Termini',
      line: 'A',
    });
    const anna = await signedIn(sandbox, 'anna.weber@example.com', 'enterprise');
    expect((await omsCall(sandbox, '/claim_rules/enterprise', anna)).body.payload).toMatchObject({
      max_fare: 800,
      max_journey_minutes: 180,
      refund_method: 'credit',
    });
    expect((await omsCall(sandbox, '/claim_rules/metro', undefined)).status).toBe(401);
    expect((await omsCall(sandbox, '/cases/metro', undefined)).status).toBe(401);
  });
});

describe('a correction to the regular journey', () => {
  it('is approved at once: the trip corrected, a refund line to the card with its receipt, the rider mailed', async () => {
    const { trip, exit } = await seededJourney();
    const answer = await claimCorrection(sandbox, giulia, trip.id, exit);
    expect(answer.status).toBe(201);
    const stake = 500 - (trip.expected_amount ?? 0);
    const claim = answer.body.payload;
    expect(claim).toMatchObject({
      id: expect.stringMatching(/^C-[0-9A-Z]{8}$/),
      kind: 'journey_correction',
      status: 'approved',
      ticket_id: trip.id,
      amount_at_stake: stake,
      exit_station: exit,
      text: null,
      outcome: { decision: 'approved', reason: null, refund_amount: stake, refund_method: 'refund' },
    });
    expect(claim.history.map((step) => step.status)).toEqual(['submitted', 'approved']);
    const refundId = claim.outcome!.refund_short_id!;
    expect(refundId).toMatch(/^R-[0-9a-f]{10}$/);

    const [corrected] = (await tripsOf(sandbox, giulia, addDays(today(), -13), today(), [VISA])).filter(
      (candidate) => candidate.id === trip.id,
    );
    expect(corrected).toMatchObject({
      incomplete: true,
      corrected_amount: trip.expected_amount,
      corrected_exit: { station: exit },
      case_id: claim.id,
    });
    const payments = await paymentsOf(sandbox, giulia, today(), today(), [VISA]);
    const line = payments.find((payment) => payment.short_id === refundId);
    expect(line).toMatchObject({
      amount: stake,
      LastCharge: { charge_results_name: 'SUCCEEDED' },
      refund: { of: claim.payment_short_id, case_id: claim.id },
    });
    const info = await receipt(sandbox, giulia, refundId);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      payment: { short_id: refundId, amount: stake },
      tickets: [{ id: trip.id, corrected_amount: trip.expected_amount, case_id: claim.id }],
      refund: { of: claim.payment_short_id, case_id: claim.id },
    });
    const luca = await signedIn(sandbox, 'luca.verdi@example.com');
    expect((await receipt(sandbox, luca, refundId)).status).toBe(403);
    expect((await receipt(sandbox, giulia, 'R-0000000000')).status).toBe(404);
    const [mail] = await sandbox.mailsTo('giulia.rossi@example.com');
    expect(mail?.subject).toBe(`Metro: la tua richiesta ${claim.id} è stata accolta`);
    // The claims page, and the signed link that stops these mails (alerts).
    expect(mail?.links).toEqual([
      `${sandbox.url}/dashboard/claims`,
      expect.stringMatching(/\/api\/alerts\/unsubscribe\?token=/),
    ]);
    expect((await omsCall(sandbox, '/cases/metro', giulia)).body.payload).toEqual([claim]);
  });

  it('to another exit goes to review (submitted, no money moved yet)', async () => {
    const { trip, exit } = await seededJourney();
    const other = ['Termini', 'Colosseo', 'Piramide'].find(
      (station) => station !== exit && station !== trip.first_tap.station,
    );
    const answer = await claimCorrection(sandbox, giulia, trip.id, other);
    expect(answer.status).toBe(201);
    expect(answer.body.payload).toMatchObject({ status: 'submitted', outcome: null, exit_station: other });
    expect(await sandbox.mailsTo('giulia.rossi@example.com')).toEqual([]);
  });
});

describe('a correction refused', () => {
  const refusal = (answer: { status: number; body: { code?: string } }) => [answer.status, answer.body.code];

  it('for a body out of shape, an unknown trip, another operator’s, another rider’s, an unknown station or the entry', async () => {
    const { trip, exit } = await seededJourney();
    expect((await omsCall(sandbox, '/cases/metro/corrections', giulia, {})).status).toBe(400);
    expect((await claimCorrection(sandbox, giulia, 'four', exit)).status).toBe(400);
    expect((await claimCorrection(sandbox, giulia, 99_999_999, exit)).status).toBe(404);
    const anna = await tap(sandbox, { operator: 'enterprise', pan: ANNA_CARD, from: 'Hauptbahnhof' });
    expect((await claimCorrection(sandbox, giulia, anna.ticket.id, 'Termini')).status).toBe(404);
    const paolo = await tap(sandbox, { pan: PAOLO_CARD, from: 'Termini' });
    expect((await claimCorrection(sandbox, giulia, paolo.ticket.id, 'Colosseo')).status).toBe(403);
    expect(refusal(await claimCorrection(sandbox, giulia, trip.id, 'Atlantis'))).toEqual([400, 'unknown_station']);
    expect(refusal(await claimCorrection(sandbox, giulia, trip.id, trip.first_tap.station))).toEqual([
      400,
      'unknown_station',
    ]);
    expect((await claimCorrection(sandbox, giulia, trip.id, exit)).status).toBe(201);
    expect(refusal(await claimCorrection(sandbox, giulia, trip.id, exit))).toEqual([409, 'already_claimed']);
  });

  it('for a trip with a tap-out, a travel day outside the claim window, and past the month’s claims', async () => {
    const complete = await tap(sandbox, { pan: VISA, from: 'Termini', to: 'Colosseo' });
    expect(refusal(await claimCorrection(sandbox, giulia, complete.ticket.id, 'Piramide'))).toEqual([
      422,
      'not_incomplete',
    ]);
    const old = await tap(sandbox, {
      pan: VISA,
      from: 'Termini',
      at: zonedInstant(addDays(today(), -57), 8 * 60, 'Europe/Rome').toISOString(),
    });
    expect(refusal(await claimCorrection(sandbox, giulia, old.ticket.id, 'Piramide'))).toEqual([
      422,
      'claim_window_closed',
    ]);
    const edge = await tap(sandbox, {
      pan: VISA,
      from: 'Termini',
      at: zonedInstant(addDays(today(), -56), 23 * 60, 'Europe/Rome').toISOString(),
    });
    expect((await claimCorrection(sandbox, giulia, edge.ticket.id, 'Pigneto')).status).toBe(201);
    // On the VISA: the phone wallet is on the deny list in the demo world (cardStatus), refused at the gates.
    for (const from of ['Flaminio', 'Lepanto']) {
      const trip = await tap(sandbox, { pan: VISA, from });
      expect((await claimCorrection(sandbox, giulia, trip.ticket.id, 'Pigneto')).status).toBe(201);
    }
    const fourth = await tap(sandbox, { pan: VISA, from: 'Ottaviano' });
    expect(refusal(await claimCorrection(sandbox, giulia, fourth.ticket.id, 'Pigneto'))).toEqual([
      422,
      'monthly_limit_reached',
    ]);
  });
});

describe('without the claims extension', () => {
  it('answers none of the claims calls (404)', async () => {
    const bare = await startSandbox({ extensions: [] });
    try {
      const rider = await signedIn(bare, 'giulia.rossi@example.com');
      const call = (path: string, json?: unknown) =>
        bare.request(`/oms${path}`, {
          operator: null,
          headers: { cookie: rider.cookie },
          ...(json ? { method: 'POST', json } : {}),
        });
      expect((await call('/claim_rules/metro')).status).toBe(404);
      expect((await call('/cases/metro')).status).toBe(404);
      expect((await call('/cases/metro/corrections', { ticket_id: 1, exit_station: 'Termini' })).status).toBe(404);
      expect((await call('/cases/metro/reports', { kind: 'other', ticket_id: 1, text: 'x' })).status).toBe(404);
    } finally {
      await bare.stop();
    }
  }, 30_000);
});
