// @ts-check
/**
 * The shapes of the operations API's calls (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract),
 * checked as the product API checks its bodies (sandbox/api/schemas.mjs): every route under /oms names the checks of
 * its path segments and of its JSON body; a value that is there and does not fit answers 400
 * `{error:"Invalid field", field, code:"bad_request"}` before the handler runs, never a 500. What a schema leaves to the
 * handler: a field left out, and what only the data can answer (an unknown station, a period of another length).
 */
import { readJsonBody } from '../http/body.mjs';
import { boolean, calendarDayIn, checkFields, string } from '../http/schema.mjs';

/** @typedef {import('../http/schema.mjs').Check} Check */
/** @typedef {{ params?: Record<string, Check>, body?: Record<string, Check> }} RouteSchema */

/** A list's limit or offset segment: digits (0 is no limit). @type {Check} */
const count = (value) => typeof value === 'string' && /^\d{1,6}$/.test(value);
/** A `true` or `false` segment. @type {Check} */
const flag = (value) => value === 'true' || value === 'false';
/** The sort segment of a list: its column, ascending or descending. @param {string} column @returns {Check} */
const sortOn = (column) => (value) => value === `${column}:asc` || value === `${column}:desc`;
/** A day a range names: its instants (the day after the end included) stay within four-digit years. */
const rangeDay = calendarDayIn({ first: '1900-01-01', last: '9998-12-31' });
/** A trip id as the API names it: a whole number (or its digits). @type {Check} */
const tripId = (value) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && /^\d{1,15}$/.test(value));

/** How a concession is proven. @type {Check} */
const concessionProof = (value) => value === 'digitalIdentity' || value === 'directory' || value === 'operatorCheck';
/** An agency reference as typed: 1 to 40 characters. @type {Check} */
const proofReference = (value) => typeof value === 'string' && value.length >= 1 && value.length <= 40;

/** A list's paging, sort and days. @param {string} column */
const rangeParams = (column) => ({ limit: count, offset: count, sort: sortOn(column), from: rangeDay, to: rangeDay });

/** @type {Record<string, RouteSchema>} */
export const OMS_SCHEMAS = {
  'GET /oms/bank_cards/get/:operatorKey/:limit/:offset/:token/:panToken/:par': {},
  'GET /oms/fare_rules/:operatorKey': {},
  'GET /oms/tickets/get/:operatorKey/:limit/:offset/:sort/:from/:to/*aliases': { params: rangeParams('3') },
  'GET /oms/payments/get/:operatorKey/:limit/:offset/:sort/:succeeded/:failed/:from/:to/*aliases': {
    params: { ...rangeParams('4'), succeeded: flag, failed: flag },
  },
  'POST /oms/payments/get_info': { body: { short_id: string } },
  'GET /oms/payments/get_failed_summaries/:operatorKey/:limit/:offset/*aliases': {
    params: { limit: count, offset: count },
  },
  'GET /oms/payments/save/:operatorKey/:limit/:offset/:gateway/:transactionId/:orderId/:currency/:amount/:success/:message/*rest':
    { params: { success: flag } },
  'GET /oms/claim_rules/:operatorKey': {},
  'GET /oms/cases/:operatorKey': {},
  'POST /oms/cases/:operatorKey/corrections': { body: { ticket_id: tripId, exit_station: string } },
  'POST /oms/cases/:operatorKey/reports': {
    body: { kind: string, ticket_id: tripId, payment_short_id: string, text: string },
  },
  'GET /oms/card_status/:operatorKey': {},
  // The days themselves are the handler's: a day that does not exist is a `bad_period` the portal explains.
  'POST /oms/statements/:operatorKey': { body: { from: string, to: string } },
  'GET /oms/data_export/:operatorKey': {},
  'GET /oms/rider_summary/:operatorKey': {},
  'GET /oms/concessions/:operatorKey': {},
  'POST /oms/concessions/:operatorKey/cards': { body: { concession_id: string, alias_pan: string, linked: boolean } },
  'POST /oms/concessions/:operatorKey/proofs': {
    body: { concession_key: string, proof: concessionProof, reference: proofReference, return_url: string },
  },
  'POST /oms/concessions/:operatorKey/proofs/complete': { body: { state: string, code: string, error: string } },
};

/** The operations API's refusal of a value out of shape: its `code`, as the claims and statements read it. */
const OUT_OF_SHAPE = { code: 'bad_request' };

/**
 * Each route's handler behind its schema's checks; a route without a schema is refused at start.
 * @template {{ req: import('node:http').IncomingMessage, params: Record<string, string> }} C
 * @param {Record<string, (context: C) => unknown>} routes @returns {Record<string, (context: C) => unknown>}
 */
export function checkedRoutes(routes) {
  return Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => {
      const schema = OMS_SCHEMAS[key];
      if (!schema) throw new Error(`${key} has no schema in sandbox/oms/schemas.mjs`);
      /** @param {C} context */
      const checked = async (context) => {
        if (schema.params) checkFields(context.params, schema.params, OUT_OF_SHAPE);
        if (schema.body) checkFields(await readJsonBody(context.req), schema.body, OUT_OF_SHAPE);
        return handler(context);
      };
      return [key, checked];
    }),
  );
}
