// @ts-check
/** Each demo operator's network: its stations and lines, its fare, its cap and its time zone. */

/** @typedef {{ station: string, line: string }} Stop */
/** @typedef {{ timeZone: string, currency: string, fare: string, fareAmount: number, dailyCap: number, stops: Stop[] }} Network */

/** @type {Record<string, Network>} */
export const NETWORKS = {
  metro: {
    timeZone: 'Europe/Rome',
    currency: 'EUR',
    fare: 'Corsa singola',
    fareAmount: 150,
    dailyCap: 700,
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
