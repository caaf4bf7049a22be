// @ts-check
/**
 * The operator's caps as the gates apply them, per card (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules):
 * a trip costs the fare, or what is left under the day's cap and the week's, never less than nothing. What counts
 * toward the caps is what the card's trips were charged, maximum fares of incomplete journeys left out (claims), before
 * any claim's credit (a payment's amount is net of them).
 */
import { concessionAmount } from '../../../contract/operator-rules.mjs';
import { addDays, weekday } from '../network/zoned-time.mjs';

/** @typedef {import('../network/network.mjs').Network} Network @typedef {import('../../db/store.mjs').Store} Store */

/** The first day of the week a day counts in: its Monday, or six days before it (the last 7 days). @param {string} day @param {import('../network/network.mjs').WeeklyCapKind} kind */
export const weekStartOf = (day, kind) =>
  kind === 'rolling7Days' ? addDays(day, -6) : addDays(day, -((weekday(day) + 6) % 7));

/**
 * What a trip costs after the caps. A card carrying a concession (`percentOff`, docs/contracts.md#concessions-reduced-fares-on-a-bank-card)
 * pays the reduced fare under the reduced caps; what it spent counts as charged.
 * @param {Network} network @param {number} spentToday @param {number} spentThisWeek @param {number} [percentOff]
 */
export const cappedAmount = (network, spentToday, spentThisWeek, percentOff = 0) =>
  Math.max(
    0,
    Math.min(
      concessionAmount(network.fareAmount, percentOff),
      concessionAmount(network.dailyCap, percentOff) - spentToday,
      concessionAmount(network.weeklyCap, percentOff) - spentThisWeek,
    ),
  );

/** What a card's trips from `first` to `last` (travel days, both included) count toward the caps. @param {Store} store @param {{ panToken: string, operator: string }} card @param {string} first @param {string} last */
function tripsSpending(store, { panToken, operator }, first, last) {
  const row = store.get(
    `SELECT COALESCE(SUM(t.amount), 0) AS spent FROM tickets t JOIN payments p ON p.id = t.payment_id
    WHERE t.pan_token = ? AND p.operator_key = ? AND p.travel_day >= ? AND p.travel_day <= ? AND t.incomplete = 0`,
    [panToken, operator, first, last],
  );
  return Number(row?.spent ?? 0);
}

/** What a card was charged over the week of a day, that day included. @param {Store} store @param {{ panToken: string, operator: string, day: string, network: Network }} card */
export const weekSpending = (store, { panToken, operator, day, network }) =>
  tripsSpending(store, { panToken, operator }, weekStartOf(day, network.weeklyCapKind), day);

/** What a card was charged over a day. @param {Store} store @param {{ panToken: string, operator: string, day: string }} card */
export const daySpending = (store, { panToken, operator, day }) =>
  tripsSpending(store, { panToken, operator }, day, day);

/** The fare rules call's answer (GET /oms/fare_rules/{operatorKey}). @param {Network} network */
export const toFareRulesDto = (network) => ({
  currency: network.currency,
  fare_name: network.fare,
  fare_amount: network.fareAmount,
  daily_cap: network.dailyCap,
  weekly_cap: network.weeklyCap,
  weekly_cap_kind: network.weeklyCapKind,
  time_zone: network.timeZone,
});
