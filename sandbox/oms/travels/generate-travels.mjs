// @ts-check
/**
 * A card's trips and the day payments charged for them, made up deterministically from a seed and
 * relative to a given day (the reset's), so every preset of the portal's ranges holds data.
 */
import { networkOf } from '../network/network.mjs';
import { pick, seededRandom } from './prng.mjs';
import { addDays, weekday, zonedInstant } from '../network/zoned-time.mjs';

/**
 * @typedef {{ station: string, line: string, gate: string, time: string }} Tap
 * @typedef {{ name: string, amount: number, firstTap: Tap, lastTap: Tap, validFrom: string, validTo: string }} Trip
 * @typedef {{ day: string, trips: Trip[], amount: number, status: 'SUCCEEDED' | 'FAILED' | 'PENDING',
 *   created: string, updated: string }} DayCharge
 * @typedef {{ operator: string, seed: number, pattern: 'commuter' | 'few' | 'courier', failedDaysAgo?: number[],
 *   share?: number }} TravelPlan share: the part of the rider's travel days this card pays for (two cards share)
 */

/** Minutes after midnight at which each trip of a day starts. @param {() => number} random @param {string} day @param {TravelPlan['pattern']} pattern */
function tripStarts(random, day, pattern) {
  const weekend = [0, 6].includes(weekday(day));
  if (pattern === 'courier')
    return Array.from(
      { length: 24 + Math.floor(random() * 14) },
      (_, i) => 6 * 60 + i * 25 + Math.floor(random() * 15),
    );
  if (pattern === 'few') return random() < 0.12 ? [9 * 60 + Math.floor(random() * 600)] : [];
  if (weekend)
    return random() < 0.35
      ? [10 * 60 + Math.floor(random() * 240), 16 * 60 + Math.floor(random() * 180)].slice(
          0,
          1 + Math.floor(random() * 2),
        )
      : [];
  if (random() < 0.08) return [];
  const starts = [7 * 60 + 20 + Math.floor(random() * 90), 17 * 60 + Math.floor(random() * 150)];
  if (random() < 0.15) starts.push(20 * 60 + Math.floor(random() * 120));
  return starts;
}

/**
 * The card's day charges from `days` days before `today` up to yesterday.
 * @param {TravelPlan} plan @param {string} today YYYY-MM-DD in the operator's zone @param {number} days
 * @returns {DayCharge[]}
 */
export function generateTravels(plan, today, days) {
  const network = networkOf(plan.operator);
  const random = seededRandom(plan.seed);
  const failed = new Set((plan.failedDaysAgo ?? []).map((ago) => addDays(today, -ago)));
  /** @type {DayCharge[]} */
  const charges = [];
  for (let ago = days; ago >= 1; ago -= 1) {
    const day = addDays(today, -ago);
    // A day whose charge failed is a day the rider travelled, even when it falls on a quiet weekend.
    const planned = tripStarts(random, day, plan.pattern);
    const starts = planned.length === 0 && failed.has(day) ? [11 * 60 + 40] : planned;
    const mine = random() < (plan.share ?? 1) || failed.has(day);
    if (starts.length === 0 || !mine) continue;
    let charged = 0;
    const trips = starts.map((minutes) => {
      const from = pick(random, network.stops);
      const to = pick(
        random,
        network.stops.filter((stop) => stop !== from),
      );
      const start = zonedInstant(day, minutes, network.timeZone);
      const end = new Date(start.getTime() + (12 + Math.floor(random() * 30)) * 60_000);
      const amount = Math.max(0, Math.min(network.fareAmount, network.dailyCap - charged));
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
    const status = failed.has(day) ? 'FAILED' : ago <= 2 ? 'PENDING' : 'SUCCEEDED';
    const updated = new Date(
      created.getTime() + (status === 'PENDING' ? 0 : 3 * 3_600_000 + Math.floor(random() * 3_600_000)),
    );
    charges.push({
      day,
      trips,
      amount: charged,
      status,
      created: created.toISOString(),
      updated: updated.toISOString(),
    });
  }
  return charges;
}
