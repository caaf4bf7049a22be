// @ts-check
/** Seeds the tap world at every reset: the demo cards, their links to the demo riders, their trips and payments. */
import { cardIds, panAlias, truncatePan } from '../cards/cards.mjs';
import { cappedAmount, weekSpending } from '../taps-and-fares/fare-caps.mjs';
import { aidOf, DEMO_CARDS } from '../cards/demo-cards.mjs';
import { generateTravels } from './generate-travels.mjs';
import { networkOf } from '../network/network.mjs';
import { seededRandom } from './prng.mjs';
import { addDays, zonedDay, zonedInstant } from '../network/zoned-time.mjs';

/** How far back the demo world reaches: 13 months. */
export const HISTORY_DAYS = 396;

/** A payment's short id, as riders quote it: P and eight characters. @param {() => number} random */
const shortId = (random) =>
  `P${Array.from({ length: 8 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(random() * 33)]).join('')}`;

/**
 * Inserts one card's charges. @param {import('../../db/store.mjs').Store} db
 * @param {{ panToken: string, operator: string, token: string }} card @param {import('./generate-travels.mjs').DayCharge[]} charges
 * @param {() => number} random
 */
export function insertCharges(db, card, charges, random) {
  const { currency, timeZone, fareAmount } = networkOf(card.operator);
  const payment = `INSERT INTO payments (short_id, operator_key, pan_token, travel_day, amount, currency, status, token, created, updated)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  const ticket = `INSERT INTO tickets (operator_key, pan_token, payment_id, name, amount, base_amount, currency, first_tap, last_tap, valid_from, valid_to, time_zone)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  for (const charge of charges) {
    const { lastId: paymentId } = db.run(payment, [
      shortId(random),
      card.operator,
      card.panToken,
      charge.day,
      charge.amount,
      currency,
      charge.status,
      card.token,
      charge.created,
      charge.updated,
    ]);
    for (const trip of charge.trips) {
      db.run(ticket, [
        card.operator,
        card.panToken,
        paymentId,
        trip.name,
        trip.amount,
        // Every trip's fare before the caps (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules).
        fareAmount,
        currency,
        JSON.stringify(trip.firstTap),
        JSON.stringify(trip.lastTap),
        trip.validFrom,
        trip.validTo,
        timeZone,
      ]);
    }
  }
}

/**
 * Inserts a tapped card (and links it to its owner, if any). @param {import('../../db/store.mjs').Store} db
 * @param {{ pan: string, operator: string, label: string, formFactor: 'CARD' | 'DEVICE' }} card
 * @param {number | null} accountId @param {string} since when the link was made
 */
export function insertCard(db, card, accountId, since) {
  const panToken = panAlias(card.pan);
  const { token, par } = cardIds(card.pan);
  db.run(
    'INSERT INTO cards (pan_token, operator_key, token, par, truncated_pan, label, form_factor, aid) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [panToken, card.operator, token, par, truncatePan(card.pan), card.label, card.formFactor, aidOf(card.label)],
  );
  if (accountId !== null)
    db.run('INSERT INTO account_cards (account_id, pan_token, created, updated) VALUES (?, ?, ?, ?)', [
      accountId,
      panToken,
      since,
      since,
    ]);
  return { panToken, token, operator: card.operator };
}

/** The demo cards, their links and their trips and payments; Giulia's capped day. @param {import('../../db/store.mjs').Store} db @param {Date} now */
export function seedTravels(db, now) {
  db.transaction(() => {
    seedCards(db, now);
    seedCappedDay(db, now);
  });
}

/** Giulia's capped day: six trips on her VISA, the fifth and the sixth capped (README, Demo data). */
const CAPPED_DAY = { pan: '4111111111111111', operator: 'metro', trips: 6, seed: 7000 };

/**
 * An extension of the demo world (fareCaps): Giulia reaches the daily cap on a day of the last week, the latest
 * before today on which her VISA has no payment (so no payment already there changes), charged as the gates would.
 * @param {import('../../db/store.mjs').Store} db @param {Date} now
 */
function seedCappedDay(db, now) {
  const network = networkOf(CAPPED_DAY.operator);
  const today = zonedDay(now, network.timeZone);
  const panToken = panAlias(CAPPED_DAY.pan);
  const card = db.get('SELECT token FROM cards WHERE pan_token = ?', [panToken]);
  const day = [1, 2, 3, 4, 5, 6]
    .map((ago) => addDays(today, -ago))
    .find(
      (candidate) => !db.get('SELECT 1 FROM payments WHERE pan_token = ? AND travel_day = ?', [panToken, candidate]),
    );
  if (!card || !day) return;
  const random = seededRandom(CAPPED_DAY.seed);
  let charged = 0;
  const trips = Array.from({ length: CAPPED_DAY.trips }, (_, index) => {
    const stop = (/** @type {number} */ at) =>
      /** @type {import('../network/network.mjs').Stop} */ (network.stops[at % network.stops.length]);
    const from = stop(index);
    const to = stop(index + 3);
    const start = zonedInstant(day, 7 * 60 + index * 110, network.timeZone);
    const end = new Date(start.getTime() + (14 + Math.floor(random() * 20)) * 60_000);
    const amount = cappedAmount(
      network,
      charged,
      weekSpending(db, { panToken, operator: CAPPED_DAY.operator, day, network }) + charged,
    );
    charged += amount;
    const gate = () => String(1 + Math.floor(random() * 12));
    return {
      name: network.fare,
      amount,
      firstTap: { station: from.station, line: from.line, gate: gate(), time: start.toISOString() },
      lastTap: { station: to.station, line: to.line, gate: gate(), time: end.toISOString() },
      validFrom: start.toISOString(),
      validTo: new Date(start.getTime() + 100 * 60_000).toISOString(),
    };
  });
  const created = zonedInstant(day, 23 * 60 + 59, network.timeZone);
  const pending = day >= addDays(today, -2);
  const updated = new Date(created.getTime() + (pending ? 0 : 3 * 3_600_000));
  insertCharges(
    db,
    { panToken, operator: CAPPED_DAY.operator, token: card.token },
    [
      {
        day,
        trips,
        amount: charged,
        status: pending ? 'PENDING' : 'SUCCEEDED',
        created: created.toISOString(),
        updated: updated.toISOString(),
      },
    ],
    random,
  );
}

/** @param {import('../../db/store.mjs').Store} db @param {Date} now */
function seedCards(db, now) {
  DEMO_CARDS.forEach((card, index) => {
    const today = zonedDay(now, networkOf(card.operator).timeZone);
    const owner =
      card.owner === null
        ? null
        : Number(
            db.get('SELECT id FROM accounts WHERE operator_key = ? AND email = ?', [card.operator, card.owner])?.id,
          );
    const inserted = insertCard(db, card, owner, `${addDays(today, -HISTORY_DAYS)}T09:00:00.000Z`);
    const plan = {
      operator: card.operator,
      seed: 1000 + index,
      pattern: card.pattern,
      failedDaysAgo: card.failedDaysAgo,
      share: card.pattern === 'commuter' ? 0.5 : 1,
    };
    insertCharges(db, inserted, generateTravels(plan, today, HISTORY_DAYS), seededRandom(5000 + index));
  });
}
