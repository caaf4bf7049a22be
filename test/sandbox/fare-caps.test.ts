import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cappedAmount, weekStartOf } from '../../sandbox/oms/taps-and-fares/fare-caps.mjs';
import { NETWORKS } from '../../sandbox/oms/network/network.mjs';
import { SANDBOX_DATABASE } from '../../sandbox/database.mjs';
import { upgradeParts } from '../../sandbox/db/store.mjs';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { addDays, zonedDay, zonedInstant } from '../../sandbox/oms/network/zoned-time.mjs';
import { omsGet, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

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

const VISA = '4111111111111111';
type TripDto = { amount: number; base_amount: number; cap_discount: number };

/** A tap in and out on a day long before the demo world's trips, at 07:00 + `index` hours in Rome. */
async function tapOn(day: string, index: number): Promise<TripDto> {
  const at = zonedInstant(day, 7 * 60 + index * 60, 'Europe/Rome').toISOString();
  const answer = await sandbox.request('/sandbox/api/taps', {
    method: 'POST',
    operator: null,
    json: { operator: 'metro', pan: VISA, from: 'Termini', to: 'Colosseo', at },
  });
  expect(answer.status).toBe(201);
  return (answer.body as { ticket: TripDto }).ticket;
}

describe('fare rules (fareCaps)', () => {
  it("answers the operator's fare, daily and weekly caps and zone to a signed-in rider", async () => {
    const answer = await omsGet(sandbox, '/fare_rules/metro', giulia);
    expect(answer.status).toBe(200);
    expect((answer.body as { payload: unknown }).payload).toEqual({
      currency: 'EUR',
      fare_name: 'Corsa singola',
      fare_amount: 150,
      daily_cap: 700,
      weekly_cap: 2400,
      weekly_cap_kind: 'calendarWeek',
      time_zone: 'Europe/Rome',
    });
    expect((await omsGet(sandbox, '/fare_rules/metro')).status).toBe(401);
  });
});

describe('the gates apply the caps per card', () => {
  it('charges what is left under the daily cap, and says what each trip would have cost', async () => {
    const trips = [];
    for (let index = 0; index < 6; index += 1) trips.push(await tapOn('2024-06-10', index));
    expect(trips.map((trip) => trip.amount)).toEqual([150, 150, 150, 150, 100, 0]);
    expect(trips.every((trip) => trip.base_amount === 150)).toBe(true);
    expect(trips.map((trip) => trip.cap_discount)).toEqual([0, 0, 0, 0, 50, 150]);
  });

  it('stops charging for the calendar week once the weekly cap is spent, and starts again on Monday', async () => {
    // Monday 2024-06-10 to Thursday: 7,00 € a day; the week's cap (24,00 €) is reached on Thursday.
    const days = ['2024-06-10', '2024-06-11', '2024-06-12', '2024-06-13'];
    const charged: number[] = [];
    for (const day of days) for (let index = 0; index < 5; index += 1) charged.push((await tapOn(day, index)).amount);
    expect(charged.slice(15)).toEqual([150, 150, 0, 0, 0]);
    expect((await tapOn('2024-06-16', 0)).amount).toBe(0);
    expect((await tapOn('2024-06-17', 0)).amount).toBe(150);
  }, 30_000);
});

describe('a rolling week (enterprise: the last 7 days)', () => {
  const tapEnterprise = async (at: string) => {
    const answer = await sandbox.request('/sandbox/api/taps', {
      method: 'POST',
      operator: null,
      json: { operator: 'enterprise', pan: '4242424242424242', from: 'Hauptbahnhof', to: 'Alexanderplatz', at },
    });
    expect(answer.status).toBe(201);
    return (answer.body as { ticket: TripDto }).ticket.amount;
  };

  it("still counts last week's days on a Monday: the cap spent Wednesday to Saturday keeps Monday free", async () => {
    // 3,20 € a trip, 9,00 € a day: Wednesday 2024-06-12 to Saturday spend the 36,00 € of the last 7 days.
    const charged: number[] = [];
    for (const day of ['12', '13', '14', '15'])
      for (const hour of ['06', '08', '10']) charged.push(await tapEnterprise(`2024-06-${day}T${hour}:00:00.000Z`));
    expect(charged.slice(0, 3)).toEqual([320, 320, 260]);
    expect(charged.reduce((sum, amount) => sum + amount, 0)).toBe(3600);
    expect(await tapEnterprise('2024-06-17T06:00:00.000Z')).toBe(0);
    expect(await tapEnterprise('2024-06-19T06:00:00.000Z')).toBe(320);
  }, 30_000);
});

describe('the demo world and the gates simulator (fareCaps)', () => {
  const today = () => zonedDay(new Date(), 'Europe/Rome');
  const tripsOf = async (pan: string, from: string, to: string) =>
    (
      (await omsGet(sandbox, `/tickets/get/metro/0/0/3:asc/${from}/${to}/${panAlias(pan)}/`, giulia)).body as {
        payload: (TripDto & { valid_from: string })[];
      }
    ).payload;

  it('gives Giulia a capped day in the last week: her VISA reaches the daily cap', async () => {
    const week = await tripsOf(VISA, addDays(today(), -6), addDays(today(), -1));
    const capped = week.filter((trip) => trip.cap_discount > 0);
    expect(capped.map((trip) => [trip.amount, trip.cap_discount])).toEqual([
      [100, 50],
      [0, 150],
    ]);
  });

  it('builds a capped day and a day split between a card and a phone on demand', async () => {
    const day = '2024-06-12';
    const capped = await sandbox.request('/sandbox/api/taps', {
      method: 'POST',
      operator: null,
      json: { operator: 'metro', pan: VISA, from: 'Termini', to: 'Colosseo', action: 'cappedDay', day },
    });
    expect(capped.status).toBe(201);
    const trips = (capped.body as { trips: { ticket: TripDto }[] }).trips.map(({ ticket }) => ticket.amount);
    expect(trips).toEqual([150, 150, 150, 150, 100, 0]);
    const split = await sandbox.request('/sandbox/api/taps', {
      method: 'POST',
      operator: null,
      json: { operator: 'metro', pan: VISA, from: 'Termini', to: 'Colosseo', action: 'splitDay', day: '2024-06-13' },
    });
    expect(split.status).toBe(201);
    const cards = (split.body as { trips: { ticket: TripDto & { form_factor: string } }[] }).trips.map(({ ticket }) => [
      ticket.form_factor,
      ticket.amount,
    ]);
    expect(cards).toEqual([
      ['CARD', 150],
      ['DEVICE', 150],
      ['CARD', 150],
      ['DEVICE', 150],
      ['CARD', 150],
      ['DEVICE', 150],
    ]);
    const alone = await sandbox.request('/sandbox/api/taps', {
      method: 'POST',
      operator: null,
      json: { operator: 'metro', pan: '5200828282828210', from: 'Termini', to: 'Colosseo', action: 'splitDay' },
    });
    expect(alone.status).toBe(400);
  });
});

describe('a data folder kept from before fareCaps', () => {
  it("gains the trips' base_amount column once, its trips reading as charged at their fare", () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE tickets (id INTEGER PRIMARY KEY, amount INTEGER NOT NULL)');
    db.exec('INSERT INTO tickets (amount) VALUES (150)');
    upgradeParts(db, SANDBOX_DATABASE.parts);
    upgradeParts(db, SANDBOX_DATABASE.parts);
    expect(db.prepare('SELECT COALESCE(base_amount, amount) - amount AS discount FROM tickets').get()).toEqual({
      discount: 0,
    });
    db.close();
  });
});

describe('the caps', () => {
  it('start a calendar week on Monday and a rolling one six days before', () => {
    expect(weekStartOf('2024-06-16', 'calendarWeek')).toBe('2024-06-10');
    expect(weekStartOf('2024-06-10', 'calendarWeek')).toBe('2024-06-10');
    expect(weekStartOf('2024-06-16', 'rolling7Days')).toBe('2024-06-10');
  });

  it('never charge less than nothing nor more than the fare', () => {
    const metro = NETWORKS.metro!;
    expect(cappedAmount(metro, 800, 0)).toBe(0);
    expect(cappedAmount(metro, 0, 2300)).toBe(100);
    expect(cappedAmount(metro, 0, 0)).toBe(150);
  });
});
