// @ts-check
/**
 * The rider's claims under /oms (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported), scoped
 * as the other operations calls: 401 without a session, 404 for a trip or payment unknown or another operator's, 403
 * for another rider's; 404 for every call when the sandbox does not offer the `claims` extension. Refusals answer
 * `{error, code}`.
 */
import { hasVisibleText } from '../../../contract/operator-rules.mjs';
import { readJsonBody } from '../../http/body.mjs';
import { HttpError } from '../../http/errors.mjs';
import { sendJson } from '../../http/respond.mjs';
import { linkOf } from '../cards/cards-db.mjs';
import { decideCase } from './claim-decisions.mjs';
import { chargeLeft } from './claim-money.mjs';
import { casesOfAccount, insertCase, REPORT_KINDS, toCaseDto } from './claims-db.mjs';
import { NETWORKS } from '../network/network.mjs';
import { regularExit } from './regular-journey.mjs';
import { paymentByShortId, ticketById } from '../travels/travels-db.mjs';
import { addDays, zonedDay, zonedInstant } from '../network/zoned-time.mjs';

/** @typedef {import('../routes.mjs').OmsContext} OmsContext @typedef {import('../../db/store.mjs').Store} Store */

/** The longest text of a report. */
export const MAX_TEXT = 500;

/** A refusal the portal reads by its code. @param {number} status @param {string} code @param {string} message */
const refusal = (status, code, message) => new HttpError(status, message, {}, { code });

/** A body out of shape. @param {string} message */
const badRequest = (message) => refusal(400, 'bad_request', message);

/** The operator named, offering claims (else 404), and the session's account (else 401). @param {OmsContext} context */
function claimsCaller({ req, sessions, params, settings }) {
  const operator = params.operatorKey ?? '';
  const network = NETWORKS[operator];
  if (!network || !settings.extensions.includes('claims')) throw new HttpError(404, 'Not found');
  return { operator, network, accountId: sessions.requireSession(req, operator) };
}

/** A trip id as the API names it: a whole number (or its digits). @param {unknown} value */
const idOf = (value) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && /^\d{1,15}$/.test(value))
    ? Number(value)
    : null;

/** The rider's trip: 404 unknown or another operator's, 403 another rider's. @param {Store} store @param {string} operator @param {number} accountId @param {number} id */
function ownTicket(store, operator, accountId, id) {
  const ticket =
    /** @type {(import('../travels/travel-dtos.mjs').TicketRow & { operator_key: string }) | undefined} */ (
      ticketById(store, id)
    );
  if (!ticket || ticket.operator_key !== operator) throw refusal(404, 'not_found', 'Trip not found');
  if (linkOf(store, ticket.pan_token)?.account_id !== accountId) throw refusal(403, 'forbidden', 'Forbidden');
  return ticket;
}

/** The rider's payment: 404 unknown or another operator's, 403 another rider's. @param {Store} store @param {string} operator @param {number} accountId @param {string} shortId */
function ownPayment(store, operator, accountId, shortId) {
  const payment = paymentByShortId(store, shortId);
  if (!payment || payment.operator_key !== operator) throw refusal(404, 'not_found', 'Payment not found');
  if (linkOf(store, payment.pan_token)?.account_id !== accountId) throw refusal(403, 'forbidden', 'Forbidden');
  return payment;
}

/**
 * What a report is about: the rider's trip (and the payment it belongs to) or payment, with the amount at stake.
 * @param {Store} store @param {string} operator @param {number} accountId @param {number | null} ticketId @param {string} shortId
 */
function reportedCharge(store, operator, accountId, ticketId, shortId) {
  if (ticketId !== null) {
    const ticket = ownTicket(store, operator, accountId, ticketId);
    return { ticketId, paymentId: ticket.payment_id, amount: ticket.amount, currency: ticket.currency };
  }
  const payment = ownPayment(store, operator, accountId, shortId);
  return { ticketId: null, paymentId: payment.id, amount: payment.amount, currency: payment.currency };
}

/** `GET /oms/claim_rules/{operatorKey}`: the rules shown before the rider starts. @param {OmsContext} context */
function claimRules(context) {
  const { network } = claimsCaller(context);
  sendJson(context.res, 200, {
    payload: {
      currency: network.currency,
      max_fare: network.maxFare,
      max_journey_minutes: network.maxJourneyMinutes,
      claim_window_days: network.claimWindowDays,
      monthly_claims: network.monthlyClaims,
      refund_method: network.refundMethod,
      time_zone: network.timeZone,
      stations: network.stops.map(({ station, line }) => ({ station, line })),
    },
  });
}

/** `GET /oms/cases/{operatorKey}`: the account's cases with the operator, newest first. @param {OmsContext} context */
function listCases(context) {
  const { operator, accountId } = claimsCaller(context);
  sendJson(context.res, 200, { payload: casesOfAccount(context.store, accountId, operator).map(toCaseDto) });
}

/**
 * `POST /oms/cases/{operatorKey}/corrections` `{ticket_id, exit_station}`: a correction of an incomplete journey,
 * approved at once when the exit is the rider's regular one from that entry at that time of day, else submitted.
 * @param {OmsContext} context
 */
async function claimCorrection(context) {
  const { operator, network, accountId } = claimsCaller(context);
  const { store, req } = context;
  const body = await readJsonBody(req);
  const ticketId = idOf(body.ticket_id);
  const exit = body.exit_station;
  if (ticketId === null || typeof exit !== 'string' || exit.length === 0 || exit.length > 100)
    throw badRequest('Name the trip (ticket_id) and the station you left at (exit_station)');
  const ticket = ownTicket(store, operator, accountId, ticketId);
  const entry = JSON.parse(ticket.first_tap).station;
  if (exit === entry || !network.stops.some((stop) => stop.station === exit))
    throw refusal(400, 'unknown_station', `Choose a station of ${operator} other than where you tapped in`);
  if (!ticket.incomplete) throw refusal(422, 'not_incomplete', 'This trip has a tap-out: it is not incomplete');
  if (store.get("SELECT 1 FROM claim_cases WHERE ticket_id = ? AND kind = 'journey_correction'", [ticketId]))
    throw refusal(409, 'already_claimed', 'A correction of this trip was claimed already');
  const now = new Date();
  const today = zonedDay(now, network.timeZone);
  if (zonedDay(new Date(ticket.valid_from), network.timeZone) < addDays(today, -network.claimWindowDays))
    throw refusal(422, 'claim_window_closed', `Corrections are claimed within ${network.claimWindowDays} days`);
  const monthStart = zonedInstant(`${today.slice(0, 7)}-01`, 0, network.timeZone).toISOString();
  const thisMonth = store.get(
    `SELECT COUNT(*) AS count FROM claim_cases WHERE account_id = ? AND operator_key = ? AND kind = 'journey_correction'
    AND created >= ?`,
    [accountId, operator, monthStart],
  );
  if (Number(thisMonth?.count ?? 0) >= network.monthlyClaims)
    throw refusal(422, 'monthly_limit_reached', `At most ${network.monthlyClaims} corrections a month`);
  const submitted = insertCase(store, {
    accountId,
    operator,
    kind: 'journey_correction',
    ticketId,
    paymentId: ticket.payment_id,
    // The charge minus the expected fare, within what is left of the trip to give back.
    amountAtStake: Math.min(
      Math.max(0, ticket.amount - (ticket.expected_amount ?? ticket.amount)),
      chargeLeft(store, { ticketId, paymentId: ticket.payment_id }).left,
    ),
    currency: ticket.currency,
    exitStation: exit,
    at: now.toISOString(),
  });
  const regular = regularExit(store, { accountId, operator, entry, at: new Date(ticket.valid_from), now });
  const answer =
    regular?.station === exit
      ? decideCase(store, submitted, {
          decision: 'approved',
          reason: null,
          refundAmount: submitted.amount_at_stake,
          origin: context.publicOrigin ?? context.origin,
        })
      : submitted;
  sendJson(context.res, 201, { payload: toCaseDto(answer) });
}

/**
 * `POST /oms/cases/{operatorKey}/reports` `{kind, ticket_id?, payment_short_id?, text}`: a wrong charge reported,
 * submitted for the operator's review. @param {OmsContext} context
 */
async function reportProblem(context) {
  const { operator, accountId } = claimsCaller(context);
  const { store, req } = context;
  const body = await readJsonBody(req);
  const kind = body.kind;
  if (typeof kind !== 'string' || !REPORT_KINDS.includes(kind))
    throw refusal(400, 'bad_kind', `kind must be one of ${REPORT_KINDS.join(', ')}`);
  const hasTicket = body.ticket_id !== undefined && body.ticket_id !== null;
  const hasPayment = body.payment_short_id !== undefined && body.payment_short_id !== null;
  if (hasTicket === hasPayment) throw badRequest('Name exactly one of ticket_id and payment_short_id');
  const ticketId = hasTicket ? idOf(body.ticket_id) : null;
  const shortId = body.payment_short_id;
  if (
    (hasTicket && ticketId === null) ||
    (hasPayment && (typeof shortId !== 'string' || !shortId || shortId.length > 64))
  )
    throw badRequest('ticket_id must be a trip id, payment_short_id a payment reference');
  if (body.text !== undefined && body.text !== null && typeof body.text !== 'string')
    throw badRequest('text must be a string');
  // Words made only of zero-width, control or format characters are no words (contract/operator-rules.mjs).
  const text = typeof body.text === 'string' && hasVisibleText(body.text) ? body.text.trim() : null;
  if (text && text.length > MAX_TEXT) throw refusal(400, 'text_too_long', `Write at most ${MAX_TEXT} characters`);
  if (kind === 'other' && !text) throw refusal(400, 'text_required', 'Say what is wrong');
  const about = reportedCharge(store, operator, accountId, ticketId, /** @type {string} */ (shortId));
  const open = store.get(
    `SELECT 1 FROM claim_cases WHERE kind = ? AND status IN ('submitted', 'in_review') AND
    ${about.ticketId !== null ? 'ticket_id = ?' : 'ticket_id IS NULL AND payment_id = ?'}`,
    [kind, about.ticketId ?? about.paymentId],
  );
  if (open) throw refusal(409, 'already_reported', 'This problem was reported already and is not decided yet');
  const row = insertCase(store, {
    accountId,
    operator,
    kind: /** @type {import('./claims-db.mjs').CaseKind} */ (kind),
    ticketId: about.ticketId,
    paymentId: about.paymentId,
    // What is left of the charge once the earlier cases' refunds, credits and cancelled debts are taken off.
    amountAtStake: chargeLeft(store, { ticketId: about.ticketId, paymentId: about.paymentId }).left,
    currency: about.currency,
    text,
    at: new Date().toISOString(),
  });
  sendJson(context.res, 201, { payload: toCaseDto(row) });
}

/** @type {Record<string, (context: OmsContext) => unknown>} */
export const CLAIM_ROUTES = {
  'GET /oms/claim_rules/:operatorKey': claimRules,
  'GET /oms/cases/:operatorKey': listCases,
  'POST /oms/cases/:operatorKey/corrections': claimCorrection,
  'POST /oms/cases/:operatorKey/reports': reportProblem,
};
