// @ts-check
/**
 * Proving eligibility for a concession (docs/contracts.md#concessions-reduced-fares-on-a-bank-card):
 * `POST /oms/concessions/{operatorKey}/proofs` `{concession_key, proof, reference?, return_url?}` starts a proof — a
 * provider's page to go to (digitalIdentity, directory), a reference checked against the operator's list, or a request
 * its staff review (operatorCheck); `POST /oms/concessions/{operatorKey}/proofs/complete` `{state, code}` or
 * `{state, error}` takes the provider's answer back, exchanges the code server-side and checks the signed answer.
 * Refusals of the request by `code`: `unknown_concession` (404), `proof_not_offered`, `already_held` (409); 429 past
 * 10 proofs in 10 minutes. Outcomes (200): redirect, approved (the concession), in_review (the request) or refused (why).
 */
import { HttpError } from '../../http/errors.mjs';
import { readJsonBody } from '../../http/body.mjs';
import { sendJson } from '../../http/respond.mjs';
import { PROOF, TooManyAttempts } from '../../auth/throttle.mjs';
import { isCalendarDay } from '../../http/schema.mjs';
import { offerOf } from './concession-offers.mjs';
import { concessionsCaller } from './concession-routes.mjs';
import { toConcessionDtos } from './concessions-db.mjs';
import { ageOn, grantConcession, mayProve, operatorToday } from './concession-grants.mjs';
import { requestReview } from './concession-requests.mjs';
import { createPendingProof, openProof, useProof } from './pending-proofs.mjs';
import { PROVIDERS, exchangeProofCode } from './proof-providers.mjs';
import { useReference } from './proof-references.mjs';

/** @typedef {import('../routes.mjs').OmsContext} OmsContext @typedef {import('../../db/store.mjs').Store} Store */

/** A refusal the portal reads by its code. @param {number} status @param {string} code @param {string} message */
const refusal = (status, code, message) => new HttpError(status, message, {}, { code });
/** A field out of shape, as the schemas answer it. @param {string} field */
const badField = (field) => new HttpError(400, 'Invalid field', {}, { field, code: 'bad_request' });

/** @param {import('node:http').ServerResponse} res @param {Record<string, unknown>} payload */
const answer = (res, payload) => sendJson(res, 200, { payload });
/** @param {import('node:http').ServerResponse} res @param {string} reason */
const refused = (res, reason) => answer(res, { outcome: 'refused', reason });

/**
 * The return address when it is on the portal's origin (the request's, or the configured public one), else undefined.
 * @param {unknown} value @param {(string | undefined)[]} origins
 */
function portalUrl(value, origins) {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  try {
    const url = new URL(value);
    return origins.includes(url.origin) && !url.username && !url.password && !url.hash ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The throttle's key of the account's proofs; 429 when blocked. @param {OmsContext} context @param {string} operator @param {number} accountId */
function throttled({ throttle }, operator, accountId) {
  const keys = [`${PROOF}${operator}:${accountId}`];
  const wait = throttle.retryAfter(keys);
  if (wait > 0) throw new TooManyAttempts(wait);
  return keys;
}

/** The concession granted, as the list answers it. @param {Store} store @param {import('./concessions-db.mjs').ConcessionRow} row */
const approved = (store, row) => ({ outcome: 'approved', concession: toConcessionDtos(store, [row])[0] });

/** `POST /oms/concessions/{operatorKey}/proofs`. @param {OmsContext} context */
async function startProof(context) {
  const { operator, accountId } = concessionsCaller(context);
  const { store, res, req, throttle, origin, publicOrigin } = context;
  const body = await readJsonBody(req);
  const { concession_key: concessionKey, proof, reference } = body;
  if (typeof concessionKey !== 'string') throw badField('concession_key');
  if (typeof proof !== 'string') throw badField('proof');
  const keys = throttled(context, operator, accountId);
  throttle.fail(keys);
  const offer = offerOf(operator, concessionKey);
  if (!offer) throw refusal(404, 'unknown_concession', 'The operator offers no such concession');
  if (!offer.proofs.includes(/** @type {any} */ (proof)))
    throw refusal(409, 'proof_not_offered', 'This concession is not proven this way');
  if (!mayProve(store, accountId, operator, concessionKey))
    throw refusal(409, 'already_held', 'You hold this concession: its renewal is not open yet');
  if (proof === 'digitalIdentity' || proof === 'directory') {
    const back = portalUrl(body.return_url, [origin, publicOrigin]);
    if (!back) throw badField('return_url');
    const state = createPendingProof(store, { accountId, operator, concessionKey, proof, returnUrl: back.href });
    // The provider's page speaks the rider's language: the account's, as the portal after sign-in.
    const language = store.get('SELECT language FROM accounts WHERE id = ?', [accountId])?.language;
    const query = new URLSearchParams({ state, ...(typeof language === 'string' ? { lang: language } : {}) });
    const url = `${back.origin}${PROVIDERS[proof].path}?${query}`;
    return answer(res, { outcome: 'redirect', url });
  }
  if (typeof reference === 'string') {
    const outcome = store.transaction(() => {
      const used = useReference(store, { operator, concessionKey, reference, accountId, at: new Date().toISOString() });
      if (used !== 'ok') return { outcome: 'refused', reason: used };
      const row = grantConcession(store, {
        accountId,
        operator,
        concessionKey,
        validity: offer.validity,
        provenBy: 'operatorCheck',
      });
      return approved(store, row);
    });
    return answer(res, outcome);
  }
  const request = requestReview(store, { accountId, operator, concessionKey });
  answer(res, { outcome: 'in_review', request_id: request.id });
}

/**
 * The provider's verdict on its verified answer: the age on the operator's today against the offer's minimum, or the
 * directory's status. @param {import('./pending-proofs.mjs').PendingProof} pending
 * @param {Record<string, unknown>} claims @param {import('./concession-offers.mjs').ConcessionOffer} offer
 */
function verdict(pending, claims, offer) {
  if (pending.proof === 'digitalIdentity') {
    if (!isCalendarDay(claims.birthdate)) return 'proof_invalid';
    const age = ageOn(String(claims.birthdate), operatorToday(pending.operator_key));
    return age >= (offer.minimumAge ?? 0) ? 'approved' : 'too_young';
  }
  return claims.status === 'student' ? 'approved' : 'not_eligible';
}

/** `POST /oms/concessions/{operatorKey}/proofs/complete`. @param {OmsContext} context */
async function completeProof(context) {
  const { operator, accountId } = concessionsCaller(context);
  const { store, res, req } = context;
  const body = await readJsonBody(req);
  const { state, code, error } = body;
  if (typeof state !== 'string') throw badField('state');
  if (typeof code !== 'string' && typeof error !== 'string') throw badField('code');
  throttled(context, operator, accountId);
  const pending = openProof(store, state);
  // Another account's, another operator's, used or expired: nothing is used up, nothing told.
  if (!pending || pending.account_id !== accountId || pending.operator_key !== operator || !useProof(store, pending))
    return refused(res, 'proof_invalid');
  if (typeof error === 'string') return refused(res, error === 'access_denied' ? 'cancelled' : 'proof_invalid');
  const claims = exchangeProofCode({
    proof: pending.proof,
    code: String(code),
    state,
    nonce: pending.nonce,
    audience: operator,
  });
  if (!claims) return refused(res, 'proof_invalid');
  const offer = offerOf(operator, pending.concession_key);
  if (!offer) return refused(res, 'unknown_concession');
  const decided = verdict(pending, claims, offer);
  if (decided !== 'approved') return refused(res, decided);
  // Proven meanwhile by another proof: renewed once, never twice from one window.
  if (!mayProve(store, accountId, operator, offer.key)) return refused(res, 'already_held');
  const row = grantConcession(store, {
    accountId,
    operator,
    concessionKey: offer.key,
    validity: offer.validity,
    provenBy: pending.proof,
  });
  answer(res, approved(store, row));
}

/** @type {Record<string, (context: OmsContext) => unknown>} */
export const PROOF_ROUTES = {
  'POST /oms/concessions/:operatorKey/proofs': startProof,
  'POST /oms/concessions/:operatorKey/proofs/complete': completeProof,
};
