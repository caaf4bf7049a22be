// @ts-check
/** The gates simulator: its page and its call (sandbox only, not part of a real operator). */
import { readFormBody, readJsonBody } from '../http/body.mjs';
import { HttpError } from '../http/errors.mjs';
import { sendHtml, sendJson } from '../http/respond.mjs';
import { DEMO_CARDS } from './demo-cards.mjs';
import { renderGatesPage } from './gates-page.mjs';
import { operatorToday, readTap, recordCommute, recordTrip } from './taps.mjs';

/** @typedef {import('../routes.mjs').SandboxContext} SandboxContext */

/** Trips for a request: one tap in and out, or a day's commute (`commute: true`, `day` defaults to today). @param {import('../db/store.mjs').Store} store @param {Record<string, unknown>} input */
function tapsFor(store, input) {
  const commute = input.commute === true || input.commute === 'true' || input.action === 'commute';
  const tap = readTap(commute ? { ...input, at: undefined } : input);
  if (!commute) return [recordTrip(store, tap)];
  const day = typeof input.day === 'string' && input.day ? input.day : operatorToday(tap.operator);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new HttpError(400, 'day must be YYYY-MM-DD');
  return recordCommute(store, { ...tap, day });
}

const ownerOf = (/** @type {string} */ pan) => DEMO_CARDS.find((card) => card.pan === pan)?.owner ?? null;

/** @type {Record<string, (context: SandboxContext) => unknown>} */
export const GATES_ROUTES = {
  'GET /sandbox/gates': ({ res }) => sendHtml(res, renderGatesPage()),
  'POST /sandbox/gates': async ({ req, res, store }) => {
    const form = Object.fromEntries(await readFormBody(req));
    try {
      const trips = tapsFor(store, form);
      sendHtml(
        res,
        renderGatesPage({ outcome: { trips, owner: ownerOf(String(form.pan ?? '').replace(/\s/g, '')) } }),
        201,
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      sendHtml(res, renderGatesPage({ outcome: { error: error.message } }), error.status);
    }
  },
  'POST /sandbox/api/taps': async ({ req, res, store }) => {
    const trips = tapsFor(store, await readJsonBody(req));
    sendJson(res, 201, trips.length === 1 ? trips[0] : { trips });
  },
};
