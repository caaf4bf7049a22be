// @ts-check
/**
 * The gates: a tap in and out becomes a trip, charged at once to the card's payment of that
 * travel day (under the card's daily and weekly caps: fare-caps.mjs), which fails for the cards whose issuer declines
 * charges (the declined card, the declining phone wallet: demo-cards.mjs).
 * A tap-in without a tap-out is an incomplete journey (claims): charged the operator's maximum fare, not capped and not
 * counted toward the caps, with the fare it would have cost kept as its `expected_amount`.
 * A card on the operator's deny list at the time of the tap is refused (cardStatus): nothing is recorded.
 */
import crypto from 'node:crypto';
import { HttpError } from '../../http/errors.mjs';
import { cardIds, panAlias, passesLuhn, schemeLabel, truncatePan } from '../cards/cards.mjs';
import { findCard } from '../cards/cards-db.mjs';
import { aidOf, declinesCharges, tappedFormFactor } from '../cards/demo-cards.mjs';
import { chargeNetOfCredits } from '../claims/claim-credits.mjs';
import { denialAt, DENIED_MESSAGE, updateDenyList } from '../card-status/deny-list.mjs';
import { cappedAmount, daySpending, weekSpending } from './fare-caps.mjs';
import { concessionAmount } from '../../../contract/operator-rules.mjs';
import { concessionAt } from '../concessions/concessions-db.mjs';
import { NETWORKS } from '../network/network.mjs';
import { paymentObject, ticketObject } from '../travels/travel-json.mjs';
import { zonedDay, zonedInstant } from '../network/zoned-time.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store */
/** @typedef {{ operator: string, pan: string, from: string, to: string | null, at: Date }} Tap to: null for a tap-in without a tap-out */

const RIDE_MINUTES = 17;
const VALID_MINUTES = 100;

/** A short id as riders quote it: P and eight characters. */
const newShortId = () =>
  `P${Array.from({ length: 8 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[crypto.randomInt(33)]).join('')}`;

/** The network, its stops and the card named by a request, or a 400 saying what is wrong. @param {Record<string, unknown>} input */
export function readTap(input) {
  const operator = typeof input.operator === 'string' ? input.operator : '';
  const network = Object.hasOwn(NETWORKS, operator) ? NETWORKS[operator] : undefined;
  if (!network) throw new HttpError(400, `Unknown operator "${operator}": ${Object.keys(NETWORKS).join(' or ')}`);
  const pan = typeof input.pan === 'string' ? input.pan.replace(/[\s-]/g, '') : '';
  if (!passesLuhn(pan)) throw new HttpError(400, 'The card number is not a valid card number');
  const stop = (/** @type {unknown} */ name) => network.stops.find((candidate) => candidate.station === name);
  const from = stop(input.from);
  // No `to` (absent, null or empty): the rider tapped in and never out, an incomplete journey.
  const tappedOut = input.to !== undefined && input.to !== null && input.to !== '';
  const to = tappedOut ? stop(input.to) : null;
  if (!from || to === undefined)
    throw new HttpError(400, `Choose two stations of ${operator}: ${network.stops.map((s) => s.station).join(', ')}`);
  if (from === to) throw new HttpError(400, 'Tap in and out at two different stations');
  const at = input.at === undefined || input.at === '' ? new Date() : new Date(String(input.at));
  if (Number.isNaN(at.getTime())) throw new HttpError(400, 'at must be an ISO date and time');
  return { operator, pan, from: from.station, to: to ? to.station : null, at };
}

/** The card that tapped, made a tapped card on its first tap. @param {Store} store @param {string} pan @param {string} operator */
function tappedCard(store, pan, operator) {
  const panToken = panAlias(pan);
  const known = findCard(store, panToken);
  if (known) return known;
  const label = schemeLabel(pan);
  const { token, par } = cardIds(pan);
  store.run(
    'INSERT INTO cards (pan_token, operator_key, token, par, truncated_pan, label, form_factor, aid) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [panToken, operator, token, par, truncatePan(pan), label, tappedFormFactor(pan), aidOf(label)],
  );
  return /** @type {import('../cards/cards-db.mjs').CardRow} */ (findCard(store, panToken));
}

/**
 * Refuses a card on the deny list at the tap's time (a failed payment retried and failed again, not paid since):
 * 403 `card_denied`, "Card refused — unpaid fares, pay online". A tap dated before the block, or after it was lifted,
 * passes. @param {Store} store @param {string} panToken @param {Date} at
 */
function refuseDenied(store, panToken, at) {
  updateDenyList(store, new Date());
  if (denialAt(store, panToken, at)) throw new HttpError(403, DENIED_MESSAGE, {}, { code: 'card_denied' });
}

/**
 * Records one trip and charges it; answers the trip and its day's payment as the operations API shows them.
 * @param {Store} store @param {Tap} tap
 */
export function recordTrip(store, tap) {
  return store.transaction(() => recordTripNow(store, tap));
}

/**
 * The day's payment a trip joins: one still open — pending, or charged with the same outcome as this tap's (a card's
 * trips of a day add up to one charge), never settled online and never the subject of a case. A day's payment that
 * was settled, or a charge a case is about, keeps what it is: the trip opens a new payment for the day, so a paid debt
 * is never owed again and an unpaid one never turns paid (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract).
 * @param {Store} store @param {{ panToken: string, operator: string, day: string, status: string }} day
 */
const openPaymentOf = (store, { panToken, operator, day, status }) =>
  store.get(
    `SELECT * FROM payments p WHERE p.pan_token = ? AND p.operator_key = ? AND p.travel_day = ?
    AND p.status IN ('PENDING', ?)
    AND NOT EXISTS (SELECT 1 FROM settled_payments sp WHERE sp.payment_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM claim_cases cc WHERE cc.payment_id = p.id)
    ORDER BY p.id DESC LIMIT 1`,
    [panToken, operator, day, status],
  );

/** recordTrip's work, inside its transaction. @param {Store} store @param {Tap} tap */
function recordTripNow(store, { operator, pan, from, to, at }) {
  const network = /** @type {import('../network/network.mjs').Network} */ (NETWORKS[operator]);
  refuseDenied(store, panAlias(pan), at);
  const card = tappedCard(store, pan, operator);
  const day = zonedDay(at, network.timeZone);
  const stopOf = (/** @type {string} */ station) =>
    /** @type {import('../network/network.mjs').Stop} */ (network.stops.find((stop) => stop.station === station));
  const gate = () => String(1 + crypto.randomInt(12));
  const exit = new Date(at.getTime() + RIDE_MINUTES * 60_000);
  const now = new Date().toISOString();
  const status = declinesCharges(pan) ? 'FAILED' : 'SUCCEEDED';
  let payment = openPaymentOf(store, { panToken: card.pan_token, operator, day, status });
  if (!payment) {
    const { lastId } = store.run(
      `INSERT INTO payments (short_id, operator_key, pan_token, travel_day, amount, currency, status, token, created, updated)
      VALUES (?, ?, ?, ?, 0, ?, 'PENDING', ?, ?, ?)`,
      [newShortId(), operator, card.pan_token, day, network.currency, card.token, now, now],
    );
    payment = store.get('SELECT * FROM payments WHERE id = ?', [Number(lastId)]);
  }
  const spentThisWeek = weekSpending(store, { panToken: card.pan_token, operator, day, network });
  // A card carrying a concession pays its fare under its caps (concessions); a maximum fare is charged in full.
  const concession = concessionAt(store, { panToken: card.pan_token, operator, day, at });
  const spentToday = daySpending(store, { panToken: card.pan_token, operator, day });
  const fare = cappedAmount(network, spentToday, spentThisWeek, concession?.percentOff ?? 0);
  const incomplete = to === null;
  const concessionFare = concession && !incomplete ? concessionAmount(network.fareAmount, concession.percentOff) : null;
  const { lastId } = store.run(
    `INSERT INTO tickets (operator_key, pan_token, payment_id, name, amount, base_amount, incomplete, expected_amount, currency,
      first_tap, last_tap, valid_from, valid_to, time_zone, concession, concession_amount)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      operator,
      card.pan_token,
      payment.id,
      network.fare,
      incomplete ? network.maxFare : fare,
      // A maximum fare is not capped: its fare before the caps is itself.
      incomplete ? network.maxFare : network.fareAmount,
      incomplete ? 1 : 0,
      incomplete ? fare : null,
      network.currency,
      JSON.stringify({ ...stopOf(from), gate: gate(), time: at.toISOString() }),
      to === null ? null : JSON.stringify({ ...stopOf(to), gate: gate(), time: exit.toISOString() }),
      at.toISOString(),
      new Date(at.getTime() + VALID_MINUTES * 60_000).toISOString(),
      network.timeZone,
      concessionFare === null ? null : concession?.key,
      concessionFare,
    ],
  );
  store.run('UPDATE payments SET status = ?, updated = ? WHERE id = ?', [status, now, payment.id]);
  chargeNetOfCredits(store, payment.id);
  return {
    ticket: ticketObject(store, Number(lastId)),
    payment: paymentObject(store, payment.short_id),
  };
}

/**
 * A day of commuting: out in the morning, back in the evening (local times of the operator).
 * @param {Store} store @param {Omit<Tap, 'at'> & { day: string }} commute
 */
export function recordCommute(store, { day, ...tap }) {
  const { timeZone } = /** @type {import('../network/network.mjs').Network} */ (NETWORKS[tap.operator]);
  if (tap.to === null) throw new HttpError(400, 'A commute goes there and back: choose where to');
  const morning = recordTrip(store, { ...tap, at: zonedInstant(day, 8 * 60 + 5, timeZone) });
  const evening = recordTrip(store, {
    ...tap,
    from: tap.to,
    to: tap.from,
    at: zonedInstant(day, 17 * 60 + 40, timeZone),
  });
  return [morning, evening];
}

/**
 * A capped day (fareCaps): six trips on the card, from 07:00 every 110 minutes (local times of the operator); the
 * daily cap makes the fifth cheaper and the sixth free. @param {Store} store @param {Omit<Tap, 'at' | 'to'> & { to: string, day: string }} day
 */
export function recordCappedDay(store, { day, ...tap }) {
  const { timeZone } = /** @type {import('../network/network.mjs').Network} */ (NETWORKS[tap.operator]);
  return Array.from({ length: 6 }, (_, index) =>
    recordTrip(store, {
      ...tap,
      ...(index % 2 === 1 ? { from: tap.to, to: tap.from } : {}),
      at: zonedInstant(day, 7 * 60 + index * 110, timeZone),
    }),
  );
}

/**
 * A day split between a plastic card and a phone wallet (fareCaps): three trips on each, alternating, each card capped
 * on its own (3 × 1,50 € twice: 9,00 € where one card would have paid 7,00 €).
 * @param {Store} store @param {Omit<Tap, 'at' | 'to'> & { to: string, day: string, otherPan: string }} day
 */
export function recordSplitDay(store, { day, otherPan, ...tap }) {
  const { timeZone } = /** @type {import('../network/network.mjs').Network} */ (NETWORKS[tap.operator]);
  return Array.from({ length: 6 }, (_, index) =>
    recordTrip(store, {
      ...tap,
      pan: index % 2 === 0 ? tap.pan : otherPan,
      ...(index % 2 === 1 ? { from: tap.to, to: tap.from } : {}),
      at: zonedInstant(day, 7 * 60 + index * 110, timeZone),
    }),
  );
}

/** Today in the operator's zone. @param {string} operator */
export const operatorToday = (operator) =>
  zonedDay(new Date(), /** @type {import('../network/network.mjs').Network} */ (NETWORKS[operator]).timeZone);
