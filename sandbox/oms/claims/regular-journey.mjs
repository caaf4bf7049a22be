// @ts-check
/**
 * The rider's regular journey (claims): the exit the rider's cards most often reached from an entry station within 90
 * minutes of a time of day, in the claim window, at least twice. A correction to it is approved at once
 * (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { networkOf } from '../network/network.mjs';
import { addDays, zonedDay, zonedInstant } from '../network/zoned-time.mjs';

/** How far from the time of day a trip may start and still count. */
export const REGULAR_WITHIN_MINUTES = 90;
/** How many trips make a journey regular. */
export const REGULAR_AT_LEAST = 2;

/** Minutes after local midnight of an instant in a zone. @param {Date} instant @param {string} timeZone */
export function minutesOfDay(instant, timeZone) {
  const [hour, minute] = formatInTimeZone(instant, timeZone, 'H:m').split(':');
  return Number(hour) * 60 + Number(minute);
}

/** Minutes between two times of day, around midnight too. @param {number} a @param {number} b */
const apart = (a, b) => Math.min(Math.abs(a - b), 1440 - Math.abs(a - b));

/**
 * The regular exit from `entry` around the time of day of `at`, or null: the exit reached most often (the latest
 * reached among equals), counted over the account's cards' complete trips of the claim window up to `now`.
 * @param {import('../../db/store.mjs').Store} store
 * @param {{ accountId: number, operator: string, entry: string, at: Date, now: Date }} journey
 * @returns {{ station: string, trips: number } | null}
 */
export function regularExit(store, { accountId, operator, entry, at, now }) {
  const network = networkOf(operator);
  const since = zonedInstant(addDays(zonedDay(now, network.timeZone), -network.claimWindowDays), 0, network.timeZone);
  const rows = /** @type {{ valid_from: string, exit: string }[]} */ (
    store.all(
      `SELECT t.valid_from, json_extract(t.last_tap, '$.station') AS exit FROM tickets t
      JOIN account_cards ac ON ac.pan_token = t.pan_token
      WHERE ac.account_id = ? AND t.operator_key = ? AND t.incomplete = 0 AND t.last_tap IS NOT NULL
        AND json_extract(t.first_tap, '$.station') = ? AND t.valid_from >= ? AND t.valid_from <= ?
      ORDER BY t.valid_from`,
      [accountId, operator, entry, since.toISOString(), now.toISOString()],
    )
  );
  const time = minutesOfDay(at, network.timeZone);
  /** @type {Map<string, { trips: number, latest: string }>} */
  const exits = new Map();
  for (const row of rows) {
    if (apart(minutesOfDay(new Date(row.valid_from), network.timeZone), time) > REGULAR_WITHIN_MINUTES) continue;
    const seen = exits.get(row.exit) ?? { trips: 0, latest: '' };
    exits.set(row.exit, { trips: seen.trips + 1, latest: row.valid_from });
  }
  const [best] = [...exits.entries()].sort(
    ([, a], [, b]) => b.trips - a.trips || (a.latest < b.latest ? 1 : a.latest > b.latest ? -1 : 0),
  );
  return best && best[1].trips >= REGULAR_AT_LEAST ? { station: best[0], trips: best[1].trips } : null;
}
