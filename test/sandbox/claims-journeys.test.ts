import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_DATABASE } from '../../sandbox/database.mjs';
import { upgradeParts } from '../../sandbox/db/store.mjs';
import { addDays, zonedDay, zonedInstant } from '../../sandbox/oms/network/zoned-time.mjs';
import { signedIn, type Rider } from './card-world';
import { PHONE, paymentsOf, tap, tripsOf, VISA } from './claims-world';
import { exitsAround, regularExitOf } from './claims-regular';
import { startSandbox, type Sandbox } from './support';

// Incomplete journeys (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): the charge,
// the caps, the gates page, Giulia's seeded one and an old data folder.

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

const ROME = 'Europe/Rome';
const today = () => zonedDay(new Date(), ROME);
const at = (day: string, minutes: number) => zonedInstant(day, minutes, ROME).toISOString();

describe('a tap in without a tap-out', () => {
  it('is an incomplete journey charged the maximum fare, not capped, with the fare it would have cost', async () => {
    const trip = await tap(sandbox, { pan: VISA, from: 'Termini', at: at('2024-06-10', 7 * 60) });
    expect(trip.status).toBe(201);
    expect(trip.ticket).toMatchObject({
      amount: 500,
      base_amount: 500,
      cap_discount: 0,
      incomplete: true,
      expected_amount: 150,
      corrected_amount: null,
      corrected_exit: null,
      case_id: null,
      last_tap: null,
      last_tap_at: null,
    });
    expect(trip.payment).toMatchObject({ amount: 500, LastCharge: { charge_results_name: 'SUCCEEDED' } });
    const complete = await tap(sandbox, { pan: VISA, from: 'Termini', to: 'Colosseo', at: at('2024-06-10', 9 * 60) });
    expect(complete.ticket).toMatchObject({ incomplete: false, expected_amount: null });
  });

  it('is left out of the daily and weekly caps: the other trips are capped as if it were not there', async () => {
    await tap(sandbox, { pan: VISA, from: 'Termini', at: at('2024-06-10', 6 * 60) });
    const amounts: number[] = [];
    for (let index = 0; index < 5; index += 1)
      amounts.push(
        (await tap(sandbox, { pan: VISA, from: 'Termini', to: 'Colosseo', at: at('2024-06-10', 7 * 60 + index * 60) }))
          .ticket.amount,
      );
    expect(amounts).toEqual([150, 150, 150, 150, 100]);
    const late = await tap(sandbox, { pan: VISA, from: 'Colosseo', at: at('2024-06-10', 20 * 60) });
    // Still the maximum fare once the day is capped; with a tap-out it would have cost nothing.
    expect(late.ticket).toMatchObject({ amount: 500, expected_amount: 0 });
    expect(late.payment.amount).toBe(500 + 700 + 500);
    // Monday to Wednesday: 21,00 € of trips and three maximum fares. Counted, the 15,00 € of maximum fares would pass
    // the weekly cap (24,00 €) and make Thursday's trip free; left out, it costs the fare.
    for (const day of ['2024-06-11', '2024-06-12'])
      for (let index = 0; index < 5; index += 1)
        await tap(sandbox, { pan: VISA, from: 'Termini', to: 'Colosseo', at: at(day, 7 * 60 + index * 60) });
    await tap(sandbox, { pan: VISA, from: 'Termini', at: at('2024-06-13', 6 * 60) });
    const thursday = await tap(sandbox, { pan: VISA, from: 'Termini', to: 'Colosseo', at: at('2024-06-13', 7 * 60) });
    expect(thursday.ticket.amount).toBe(150);
  }, 30_000);

  it('is the gates page\'s "Tap in only (no tap-out)": the outcome says it is incomplete and charged the maximum fare', async () => {
    const page = await sandbox.request('/sandbox/gates', { operator: null });
    expect(page.body).toContain('Tap in only (no tap-out)');
    const posted = await fetch(`${sandbox.url}/sandbox/gates`, {
      method: 'POST',
      body: new URLSearchParams({ operator: 'metro', pan: VISA, from: 'Flaminio', to: 'Lepanto', action: 'tapIn' }),
    });
    expect(posted.status).toBe(201);
    const html = await posted.text();
    expect(html).toContain('Flaminio → no tap-out');
    expect(html).toContain('Incomplete journey');
    expect(html).toContain('charged the maximum fare, 5.00 EUR');
    const [trip] = (await tripsOf(sandbox, giulia, today(), today(), [VISA])).filter((t) => t.incomplete);
    expect(trip?.first_tap.station).toBe('Flaminio');
  });
});

describe("Giulia's incomplete journey (the demo world)", () => {
  it('is one trip of her VISA 7 to 13 days ago, charged the maximum fare and paid, on a day of its own', async () => {
    const twoWeeks = await tripsOf(sandbox, giulia, addDays(today(), -13), today(), [VISA, PHONE]);
    const incomplete = twoWeeks.filter((trip) => trip.incomplete);
    expect(incomplete).toHaveLength(1);
    const [trip] = incomplete;
    const day = zonedDay(new Date(trip!.valid_from), ROME);
    expect(day >= addDays(today(), -13) && day <= addDays(today(), -7)).toBe(true);
    expect(trip).toMatchObject({ amount: 500, last_tap: null, cap_discount: 0, case_id: null });
    expect(trip!.expected_amount).toBe(150);
    // Her VISA made no other trip that day (the day's only payment is the maximum fare's).
    const sameDay = twoWeeks.filter(
      (other) => other.alias_pan === trip!.alias_pan && zonedDay(new Date(other.valid_from), ROME) === day,
    );
    expect(sameDay.map((other) => other.id)).toEqual([trip!.id]);
    const payments = await paymentsOf(sandbox, giulia, day, day, [VISA]);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 500, LastCharge: { charge_results_name: 'SUCCEEDED' } });
  });

  it('enters where and when her regular morning journey does: at least two trips reached one exit within 90 minutes', async () => {
    const window = await tripsOf(sandbox, giulia, addDays(today(), -56), today(), [VISA, PHONE]);
    const trip = window.find((candidate) => candidate.incomplete)!;
    const exits = [...exitsAround(window, trip).values()].map((exit) => exit.trips);
    expect(Math.max(0, ...exits)).toBeGreaterThanOrEqual(2);
    expect(regularExitOf(window, trip)).not.toBeNull();
  });
});

describe('a data folder kept from before claims', () => {
  it('gains the claims columns (its trips complete) and tables once', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE accounts (id INTEGER PRIMARY KEY)');
    db.exec('CREATE TABLE cards (pan_token TEXT PRIMARY KEY)');
    db.exec('CREATE TABLE payments (id INTEGER PRIMARY KEY)');
    db.exec('CREATE TABLE tickets (id INTEGER PRIMARY KEY, amount INTEGER NOT NULL, base_amount INTEGER)');
    db.exec('INSERT INTO tickets (amount) VALUES (150)');
    upgradeParts(db, SANDBOX_DATABASE.parts);
    upgradeParts(db, SANDBOX_DATABASE.parts);
    expect(
      db.prepare('SELECT incomplete, expected_amount, corrected_amount, corrected_exit FROM tickets').get(),
    ).toEqual({
      incomplete: 0,
      expected_amount: null,
      corrected_amount: null,
      corrected_exit: null,
    });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    expect(tables.map((table) => (table as { name: string }).name)).toEqual(
      expect.arrayContaining(['claim_cases', 'claim_credits', 'credit_uses', 'refunds']),
    );
    db.close();
  });
});
