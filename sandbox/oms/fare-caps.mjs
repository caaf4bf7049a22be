// @ts-check
/**
 * The operator's caps as the gates apply them, per card (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules):
 * a trip costs the fare, or what is left under the day's cap and the week's, never less than nothing.
 */
import { addDays, weekday } from './zoned-time.mjs';

/** @typedef {import('./network.mjs').Network} Network @typedef {import('../db/store.mjs').Store} Store */

/** The first day of the week a day counts in: its Monday, or six days before it (the last 7 days). @param {string} day @param {import('./network.mjs').WeeklyCapKind} kind */
export const weekStartOf = (day, kind) =>
  kind === 'rolling7Days' ? addDays(day, -6) : addDays(day, -((weekday(day) + 6) % 7));

/** What a trip costs after the caps. @param {Network} network @param {number} spentToday @param {number} spentThisWeek */
export const cappedAmount = (network, spentToday, spentThisWeek) =>
  Math.max(0, Math.min(network.fareAmount, network.dailyCap - spentToday, network.weeklyCap - spentThisWeek));

/** What a card was charged over the week of a day, that day included. @param {Store} store @param {{ panToken: string, operator: string, day: string, network: Network }} card */
export function weekSpending(store, { panToken, operator, day, network }) {
  const row = store.get(
    'SELECT COALESCE(SUM(amount), 0) AS spent FROM payments WHERE pan_token = ? AND operator_key = ? AND travel_day >= ? AND travel_day <= ?',
    [panToken, operator, weekStartOf(day, network.weeklyCapKind), day],
  );
  return Number(row?.spent ?? 0);
}

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
