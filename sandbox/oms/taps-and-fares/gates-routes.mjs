// @ts-check
/** The gates simulator: its page and its call (sandbox only, not part of a real operator). */
import { readFormBody, readJsonBody } from '../../http/body.mjs';
import { HttpError } from '../../http/errors.mjs';
import { sendHtml, sendJson } from '../../http/respond.mjs';
import { requireSameOriginJson } from '../../http/same-origin.mjs';
import { alertDenyListChanges, alertTrips } from '../alerts/alert-events.mjs';
import { ALL_DEMO_CARDS } from '../cards/demo-cards.mjs';
import { retryPaymentsNow } from '../card-status/deny-list-routes.mjs';
import { renderGatesPage } from './gates-page.mjs';
import { operatorToday, readTap, recordCappedDay, recordCommute, recordSplitDay, recordTrip } from './taps.mjs';
import { checkTapBody, isCalendarDay } from './taps-schema.mjs';

/** @typedef {import('../../routes.mjs').SandboxContext} SandboxContext */

/**
 * The rider's card of the other form factor (a plastic card's phone wallet, or the other way round), for a split day.
 * @param {string} pan
 */
function otherCardOf(pan) {
  const card = ALL_DEMO_CARDS.find((demo) => demo.pan === pan);
  const other = ALL_DEMO_CARDS.find(
    (demo) =>
      card && demo.owner === card.owner && demo.operator === card.operator && demo.formFactor !== card.formFactor,
  );
  if (!card?.owner || !other)
    throw new HttpError(400, 'A split day needs a rider with both a plastic card and a phone wallet (Giulia)');
  return other.pan;
}

/**
 * Trips for a request: one tap in and out (in only: `action: tapIn`, or no `to`), or a whole day (`day` defaults to
 * today) — a day's commute (`commute: true` or `action: commute`), a capped day (`action: cappedDay`) or a day split
 * between the rider's plastic card and phone wallet (`action: splitDay`). @param {import('../../db/store.mjs').Store} store @param {Record<string, unknown>} input
 */
function tapsFor(store, input) {
  const action = input.commute === true || input.commute === 'true' ? 'commute' : input.action;
  const wholeDay = action === 'commute' || action === 'cappedDay' || action === 'splitDay';
  // A tap in only (the page's choice): the rider never tapped out, an incomplete journey charged the maximum fare.
  const tap = readTap(wholeDay ? { ...input, at: undefined } : action === 'tapIn' ? { ...input, to: null } : input);
  if (!wholeDay) return [recordTrip(store, tap)];
  const day = typeof input.day === 'string' && input.day ? input.day : operatorToday(tap.operator);
  if (!isCalendarDay(day)) throw new HttpError(400, 'Invalid field', {}, { field: 'day' });
  if (action === 'cappedDay' || action === 'splitDay') {
    const { to } = tap;
    if (to === null) throw new HttpError(400, 'A capped or split day needs both stations (from and to)');
    if (action === 'cappedDay') return recordCappedDay(store, { ...tap, to, day });
    return recordSplitDay(store, { ...tap, to, day, otherPan: otherCardOf(tap.pan) });
  }
  return recordCommute(store, { ...tap, day });
}

const ownerOf = (/** @type {string} */ pan) => ALL_DEMO_CARDS.find((card) => card.pan === pan)?.owner ?? null;

/**
 * The trips of a request, and their alert mails (alerts): the trips, a maximum fare, a failed payment, and a card the
 * deny list blocked meanwhile (also when the tap is refused). @param {SandboxContext} context @param {Record<string, unknown>} input
 */
function tapsWithAlerts({ store, origin, publicOrigin }, input) {
  checkTapBody(input);
  try {
    const trips = tapsFor(store, input);
    alertTrips(store, trips, publicOrigin ?? origin);
    return trips;
  } finally {
    alertDenyListChanges(store, publicOrigin ?? origin);
  }
}

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const GATES_ROUTES = {
  'GET /sandbox/gates': ({ res }) => sendHtml(res, renderGatesPage()),
  // A page on another site must not charge a card through a sandbox it can reach (the LAN): refused before (sandbox/server.mjs).
  'POST /sandbox/gates': async (context) => {
    const { req, res } = context;
    const form = Object.fromEntries(await readFormBody(req));
    try {
      // "Retry its failed payments now": the operator's retry of the chosen card, not a tap.
      if (form.action === 'retryPayments')
        return sendHtml(res, renderGatesPage({ outcome: { retry: retryPaymentsNow(context, form) } }));
      const trips = tapsWithAlerts(context, form);
      sendHtml(
        res,
        renderGatesPage({ outcome: { trips, owner: ownerOf(String(form.pan ?? '').replace(/\s/g, '')) } }),
        201,
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const field = typeof error.details.field === 'string' ? `: ${error.details.field}` : '';
      sendHtml(res, renderGatesPage({ outcome: { error: `${error.message}${field}` } }), error.status);
    }
  },
  'POST /sandbox/api/taps': async (context) => {
    requireSameOriginJson(context.req);
    const trips = tapsWithAlerts(context, await readJsonBody(context.req));
    const { res } = context;
    sendJson(res, 201, trips.length === 1 ? trips[0] : { trips });
  },
};
