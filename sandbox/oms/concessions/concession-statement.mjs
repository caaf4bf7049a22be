// @ts-check
/**
 * What the monthly statement mail says of a month's trips at a concession's fare
 * (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): per concession, named as the operator offers it in the
 * account's language, how many trips, what they cost and their full fare. Nothing for a month without any.
 */
import { moneyIn } from '../../api/alert-mail.mjs';
import { offerOf } from './concession-offers.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store */
/** @typedef {(name: string, trips: number, paid: string, full: string) => string} FaresText */

/** @type {Record<'en' | 'it' | 'fr' | 'de', { fares: FaresText, unnamed: string }>} */
const TEXTS = {
  en: {
    fares: (name, trips, paid, full) =>
      `At the ${name} fare: ${trips} trips, ${paid} instead of the full fare of ${full}.`,
    unnamed: 'discount',
  },
  it: {
    fares: (name, trips, paid, full) =>
      `Con la tariffa ${name}: ${trips} viaggi, ${paid} invece della tariffa intera di ${full}.`,
    unnamed: 'agevolata',
  },
  fr: {
    fares: (name, trips, paid, full) =>
      `Au tarif ${name} : ${trips} trajets, ${paid} au lieu du plein tarif de ${full}.`,
    unnamed: 'réduit',
  },
  de: {
    fares: (name, trips, paid, full) =>
      `Zum Tarif ${name}: ${trips} Fahrten, ${paid} statt des vollen Fahrpreises von ${full}.`,
    unnamed: 'ermäßigt',
  },
};

/**
 * The sentences of an account's month at concessions' fares, one per concession, for a language ('' when none).
 * @param {Store} store @param {{ accountId: number, operatorKey: string, month: string, currency: string }} query
 * @returns {(language: string) => string}
 */
export function concessionFaresOfMonth(store, { accountId, operatorKey, month, currency }) {
  const rows = /** @type {{ concession: string, trips: number, paid: number, full: number }[]} */ (
    store.all(
      `SELECT t.concession AS concession, COUNT(*) AS trips, SUM(t.amount) AS paid,
        SUM(COALESCE(t.base_amount, t.amount)) AS full
      FROM tickets t JOIN account_cards ac ON ac.pan_token = t.pan_token JOIN payments p ON p.id = t.payment_id
      WHERE ac.account_id = ? AND t.operator_key = ? AND substr(p.travel_day, 1, 7) = ? AND t.concession IS NOT NULL
      GROUP BY t.concession ORDER BY t.concession`,
      [accountId, operatorKey, month],
    )
  );
  return (language) => {
    const texts = TEXTS[/** @type {keyof typeof TEXTS} */ (language)] ?? TEXTS.en;
    return rows
      .map((row) => {
        const name = offerOf(operatorKey, row.concession)?.texts[/** @type {keyof typeof TEXTS} */ (language)]?.name;
        return texts.fares(
          name ?? texts.unnamed,
          row.trips,
          moneyIn(row.paid, currency, language),
          moneyIn(row.full, currency, language),
        );
      })
      .join(' ');
  };
}
