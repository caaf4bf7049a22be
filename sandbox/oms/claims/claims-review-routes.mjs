// @ts-check
/**
 * The operator's review of claims (sandbox only, not part of a real operator): its page, `GET /sandbox/claims`, and its
 * JSON calls — the cases of every rider, starting a review, deciding (docs/contracts.md#sandbox-only-endpoints-not-part-of-a-real-operator).
 */
import { hasVisibleText } from '../../../contract/operator-rules.mjs';
import { readFormBody, readJsonBody } from '../../http/body.mjs';
import { HttpError } from '../../http/errors.mjs';
import { sendHtml, sendJson } from '../../http/respond.mjs';
import { requireSameOriginJson } from '../../http/same-origin.mjs';
import { decideCase, refundableNow, startReview, undecidedCase } from './claim-decisions.mjs';
import { allCases, toCaseDto } from './claims-db.mjs';
import { renderClaimsPage } from './claims-page.mjs';
import { MAX_TEXT } from './claim-routes.mjs';

/** @typedef {import('../../routes.mjs').SandboxContext & { params: Record<string, string> }} ReviewContext @typedef {import('../../db/store.mjs').Store} Store */

/** A refusal of the operator's input. @param {string} code @param {string} message */
const invalid = (code, message) => new HttpError(400, message, {}, { code });

/**
 * The decision a request names, checked against the case: a refusal needs a reason, a refund is a whole number of
 * cents from 0 to what the case can give back now — its amount at stake, within what is left of the charge after the
 * other cases about it (all of that when left out). @param {Store} store @param {Record<string, unknown>} input
 * @param {import('./claims-db.mjs').CaseRow} row
 */
function readDecision(store, input, row) {
  const refundable = refundableNow(store, row);
  const decision = input.decision;
  if (decision !== 'approved' && decision !== 'refused')
    throw invalid('bad_decision', 'decision must be approved or refused');
  if (input.reason !== undefined && input.reason !== null && typeof input.reason !== 'string')
    throw invalid('bad_reason', 'reason must be a string');
  const reason = typeof input.reason === 'string' && hasVisibleText(input.reason) ? input.reason.trim() : null;
  if (reason && reason.length > MAX_TEXT) throw invalid('reason_too_long', `Write at most ${MAX_TEXT} characters`);
  if (decision === 'refused' && !reason) throw invalid('reason_required', 'Say why the case is refused');
  const given = input.refund_amount;
  const refundAmount = given === undefined || given === null || given === '' ? refundable : given;
  if (typeof refundAmount !== 'number' || !Number.isSafeInteger(refundAmount) || refundAmount < 0)
    throw invalid('bad_refund', 'refund_amount must be a whole number of cents');
  // A correction gives back what it can whatever is sent (above its amount at stake is still refused).
  const ceiling = row.kind === 'journey_correction' ? row.amount_at_stake : refundable;
  if (decision === 'approved' && refundAmount > ceiling)
    throw invalid(
      'refund_too_large',
      `The refund cannot be more than the amount at stake, within what is left of the charge: ${(ceiling / 100).toFixed(2)} ${row.currency}`,
    );
  return {
    decision: /** @type {'approved' | 'refused'} */ (decision),
    reason,
    refundAmount: decision === 'approved' ? refundAmount : 0,
  };
}

/** What a case is about, in words. @param {Store} store @param {import('./claims-db.mjs').CaseRow} row */
function aboutOf(store, row) {
  if (row.ticket_id === null) return `Payment ${row.payment_short_id ?? '?'}`;
  const ticket = store.get('SELECT first_tap, last_tap, valid_from, incomplete FROM tickets WHERE id = ?', [
    row.ticket_id,
  ]);
  if (!ticket) return `Trip ${row.ticket_id}`;
  const entry = JSON.parse(ticket.first_tap).station;
  const exit = ticket.last_tap ? JSON.parse(ticket.last_tap).station : 'no tap-out';
  const when = String(ticket.valid_from).slice(0, 16).replace('T', ' ');
  const claimed = row.exit_station ? `; the rider says they left at ${row.exit_station}` : '';
  return `Trip ${row.ticket_id}: ${entry} → ${exit}, ${when} UTC (payment ${row.payment_short_id ?? '?'})${claimed}`;
}

/**
 * The cases of every rider, newest first: those not decided, or those closed undecided as their account was deleted
 * (with the reason recorded). @param {Store} store @param {'open' | 'closed'} which
 */
const reviewedCases = (store, which) =>
  allCases(store, which).map((row) => ({
    ...toCaseDto(row),
    closedBecause: row.status === 'closed' ? row.reason : null,
    email: row.email,
    operator: row.operator_key,
    about: aboutOf(store, row),
    refundable: refundableNow(store, row),
  }));

/** A euro amount as the page's form sends it ("3.50" or "3,50"), in cents. @param {unknown} value */
function centsOf(value) {
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) throw invalid('bad_refund', 'Write the refund as an amount, e.g. 3.50');
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The page's form: review, approve or refuse one case; answers what happened. @param {ReviewContext} context @param {Record<string, string>} form */
function applyForm({ store, origin, publicOrigin }, form) {
  const row = undecidedCase(store, form.id ?? '');
  if (form.action === 'review') {
    startReview(store, row);
    return `${row.id} is in review.`;
  }
  if (form.action !== 'approve' && form.action !== 'refuse')
    throw invalid('bad_decision', 'Choose review, approve or refuse');
  const input =
    form.action === 'approve'
      ? { decision: 'approved', refund_amount: centsOf(form.refund_amount) }
      : { decision: 'refused', reason: form.reason };
  const decided = decideCase(store, row, { ...readDecision(store, input, row), origin: publicOrigin ?? origin });
  const outcome = toCaseDto(decided).outcome;
  return decided.decision === 'approved'
    ? `${row.id} approved: ${((outcome?.refund_amount ?? 0) / 100).toFixed(2)} ${row.currency} ${outcome?.refund_method === 'credit' ? 'credited off the card’s next payment' : `refunded to the card${outcome?.refund_short_id ? ` (${outcome.refund_short_id})` : ''}`}; the rider was mailed.`
    : `${row.id} refused (${decided.reason}); the rider was mailed.`;
}

/** What the page lists. @param {Store} store */
const pageCases = (store) => ({ cases: reviewedCases(store, 'open'), closed: reviewedCases(store, 'closed') });

/** @type {Record<string, (context: ReviewContext) => unknown>} */
export const CLAIMS_REVIEW_ROUTES = {
  'GET /sandbox/claims': ({ res, store }) => sendHtml(res, renderClaimsPage(pageCases(store))),
  'POST /sandbox/claims': async (context) => {
    const form = Object.fromEntries(await readFormBody(context.req));
    try {
      const message = applyForm(context, form);
      sendHtml(context.res, renderClaimsPage({ ...pageCases(context.store), outcome: { message } }));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      sendHtml(
        context.res,
        renderClaimsPage({ ...pageCases(context.store), outcome: { error: error.message } }),
        error.status,
      );
    }
  },
  'GET /sandbox/api/cases': ({ res, store, url }) =>
    sendJson(
      res,
      200,
      allCases(store, url.searchParams.get('status') === 'open' ? 'open' : 'all').map((row) => ({
        ...toCaseDto(row),
        email: row.email,
        operator: row.operator_key,
      })),
    ),
  'POST /sandbox/api/cases/:id/review': async ({ req, res, store, params }) => {
    requireSameOriginJson(req);
    await readJsonBody(req);
    sendJson(res, 200, { payload: toCaseDto(startReview(store, undecidedCase(store, params.id ?? ''))) });
  },
  'POST /sandbox/api/cases/:id/decide': async ({ req, res, store, params, origin, publicOrigin }) => {
    requireSameOriginJson(req);
    const body = await readJsonBody(req);
    const row = undecidedCase(store, params.id ?? '');
    const decided = decideCase(store, row, { ...readDecision(store, body, row), origin: publicOrigin ?? origin });
    sendJson(res, 200, { payload: toCaseDto(decided) });
  },
};
