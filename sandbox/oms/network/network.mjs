// @ts-check
/**
 * Each demo operator's network: its stations and lines, its fare, its caps and its time zone. The caps count per card
 * (a phone wallet is a card of its own): a day's and a week's spending, the week a calendar one (Monday to Sunday)
 * or the last 7 days (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules). Its claims rules: the
 * maximum fare an incomplete journey is charged, how long a journey may last, how long and how often a rider may claim a
 * correction, and how an approved claim is paid back (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 */

/** @typedef {{ station: string, line: string }} Stop */
/** @typedef {'calendarWeek' | 'rolling7Days'} WeeklyCapKind */
/** @typedef {'refund' | 'credit'} RefundMethod a refund line to the card, or a credit off its next payment */
/**
 * @typedef {{ timeZone: string, currency: string, fare: string, fareAmount: number, dailyCap: number, weeklyCap: number,
 *   weeklyCapKind: WeeklyCapKind, maxFare: number, maxJourneyMinutes: number, claimWindowDays: number,
 *   monthlyClaims: number, refundMethod: RefundMethod, stops: Stop[] }} Network
 */

/** @type {Record<string, Network>} */
export const NETWORKS = {
  metro: {
    timeZone: 'Europe/Rome',
    currency: 'EUR',
    fare: 'Corsa singola',
    fareAmount: 150,
    dailyCap: 700,
    // Applied to trips from the seed's day on: the demo world's earlier trips were charged under the daily cap only.
    weeklyCap: 2400,
    weeklyCapKind: 'calendarWeek',
    maxFare: 500,
    maxJourneyMinutes: 120,
    claimWindowDays: 56,
    monthlyClaims: 3,
    refundMethod: 'refund',
    stops: [
      { station: 'Termini', line: 'A' },
      { station: 'Colosseo', line: 'B' },
      { station: 'Piramide', line: 'B' },
      { station: 'Flaminio', line: 'A' },
      { station: 'San Giovanni', line: 'C' },
      { station: 'Ottaviano', line: 'A' },
      { station: 'Tiburtina', line: 'B' },
      { station: 'Lepanto', line: 'A' },
      { station: 'Pigneto', line: 'C' },
    ],
  },
  enterprise: {
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    fare: 'Einzelfahrt',
    fareAmount: 320,
    dailyCap: 900,
    weeklyCap: 3600,
    weeklyCapKind: 'rolling7Days',
    maxFare: 800,
    maxJourneyMinutes: 180,
    claimWindowDays: 56,
    monthlyClaims: 3,
    refundMethod: 'credit',
    stops: [
      { station: 'Hauptbahnhof', line: 'U5' },
      { station: 'Alexanderplatz', line: 'U2' },
      { station: 'Friedrichstraße', line: 'U6' },
      { station: 'Potsdamer Platz', line: 'U2' },
    ],
  },
};

/** @param {string} operatorKey @returns {Network} */
export const networkOf = (operatorKey) => NETWORKS[operatorKey] ?? /** @type {Network} */ (NETWORKS.metro);
