// @ts-check
/**
 * An extension of the demo world (claims): Giulia's incomplete journey. On a day 7 to 13 days ago on which her VISA
 * has no payment (so no payment already there changes; the capped day uses days 1 to 6), she taps in at the station
 * and time of her regular morning journey and never taps out: charged the maximum fare, SUCCEEDED. The exit the portal
 * suggests is her usual one, and a correction to it is approved at once (README, Demo data).
 */
import { panAlias } from '../cards/cards.mjs';
import { cappedAmount } from '../taps-and-fares/fare-caps.mjs';
import { networkOf } from '../network/network.mjs';
import { seededRandom } from '../travels/prng.mjs';
import { regularExit } from './regular-journey.mjs';
import { addDays, zonedDay, zonedInstant } from '../network/zoned-time.mjs';

/** Giulia's VISA on metro; she taps in at 08:05, the middle of her mornings (07:20 to 08:50). */
export const INCOMPLETE_JOURNEY = {
  pan: '4111111111111111',
  operator: 'metro',
  owner: 'giulia.rossi@example.com',
  minutes: 8 * 60 + 5,
  seed: 7100,
};

/** @param {() => number} random */
const shortId = (random) =>
  `P${Array.from({ length: 8 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(random() * 33)]).join('')}`;

/**
 * The entry station of the rider's regular morning journey and its exit: of the stations their cards left from in the
 * mornings of the claim window, the one whose regular exit was reached most often (the first by name among equals).
 * @param {import('../../db/store.mjs').Store} db @param {{ accountId: number, at: Date, now: Date }} rider
 */
export function regularMorning(db, { accountId, at, now }) {
  const { stops } = networkOf(INCOMPLETE_JOURNEY.operator);
  return stops
    .map((stop) => ({
      entry: stop.station,
      exit: regularExit(db, { accountId, operator: INCOMPLETE_JOURNEY.operator, entry: stop.station, at, now }),
    }))
    .filter((journey) => journey.exit !== null)
    .sort((a, b) => (b.exit?.trips ?? 0) - (a.exit?.trips ?? 0) || a.entry.localeCompare(b.entry))[0];
}

/** @param {import('../../db/store.mjs').Store} db @param {Date} now */
export function seedIncompleteJourney(db, now) {
  const { operator } = INCOMPLETE_JOURNEY;
  const network = networkOf(operator);
  const today = zonedDay(now, network.timeZone);
  const panToken = panAlias(INCOMPLETE_JOURNEY.pan);
  const card = db.get('SELECT token FROM cards WHERE pan_token = ?', [panToken]);
  const account = db.get('SELECT id FROM accounts WHERE operator_key = ? AND email = ?', [
    operator,
    INCOMPLETE_JOURNEY.owner,
  ]);
  const day = [7, 8, 9, 10, 11, 12, 13]
    .map((ago) => addDays(today, -ago))
    .find(
      (candidate) => !db.get('SELECT 1 FROM payments WHERE pan_token = ? AND travel_day = ?', [panToken, candidate]),
    );
  if (!card || !account || !day) return;
  const start = zonedInstant(day, INCOMPLETE_JOURNEY.minutes, network.timeZone);
  const regular = regularMorning(db, { accountId: Number(account.id), at: start, now });
  const entry = network.stops.find((stop) => stop.station === regular?.entry);
  if (!entry) return;
  const random = seededRandom(INCOMPLETE_JOURNEY.seed);
  const created = zonedInstant(day, 23 * 60 + 59, network.timeZone);
  const updated = new Date(created.getTime() + 3 * 3_600_000);
  const { lastId: paymentId } = db.run(
    `INSERT INTO payments (short_id, operator_key, pan_token, travel_day, amount, currency, status, token, created, updated)
    VALUES (?, ?, ?, ?, ?, ?, 'SUCCEEDED', ?, ?, ?)`,
    [
      shortId(random),
      operator,
      panToken,
      day,
      network.maxFare,
      network.currency,
      card.token,
      created.toISOString(),
      updated.toISOString(),
    ],
  );
  // The demo world's trips before the reset were charged under the daily cap alone, and the card made no other trip
  // that day: with a tap-out it would have cost the fare (5,00 € charged, 3,50 € at stake on metro).
  const fare = cappedAmount(network, 0, 0);
  db.run(
    `INSERT INTO tickets (operator_key, pan_token, payment_id, name, amount, base_amount, incomplete, expected_amount, currency,
      first_tap, last_tap, valid_from, valid_to, time_zone) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, NULL, ?, ?, ?)`,
    [
      operator,
      panToken,
      paymentId,
      network.fare,
      network.maxFare,
      network.maxFare,
      fare,
      network.currency,
      JSON.stringify({
        station: entry.station,
        line: entry.line,
        gate: String(1 + Math.floor(random() * 12)),
        time: start.toISOString(),
      }),
      start.toISOString(),
      new Date(start.getTime() + network.maxJourneyMinutes * 60_000).toISOString(),
      network.timeZone,
    ],
  );
}
