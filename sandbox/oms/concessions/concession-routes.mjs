// @ts-check
/**
 * Concessions, an extension (concessions; docs/contracts.md#concessions-reduced-fares-on-a-bank-card):
 * `GET /oms/concessions/{operatorKey}` answers the operator's offer, the session's rider's concessions and their
 * requests under review or refused (proving them: ./proof-routes.mjs), and the age concessions the account's date of
 * birth reaches that the rider does not hold (`may_qualify`);
 * `POST /oms/concessions/{operatorKey}/cards` `{concession_id, alias_pan, linked}` puts one of the rider's cards on a
 * concession or takes it off, and answers the rider's concessions. 401 without a session; 404 for an operator the
 * sandbox does not know, that does not offer the extension or offers no concession. Refusals by `code`:
 * `unknown_concession` (404: not the rider's), `not_your_card` (403), `concession_expired`, `concession_withdrawn`
 * and `too_many_cards` (409).
 */
import { HttpError } from '../../http/errors.mjs';
import { readJsonBody } from '../../http/body.mjs';
import { sendJson } from '../../http/respond.mjs';
import { linkOf } from '../cards/cards-db.mjs';
import { NETWORKS } from '../network/network.mjs';
import { zonedDay } from '../network/zoned-time.mjs';
import { CONCESSION_POLICIES, offerOf, toOfferDto } from './concession-offers.mjs';
import { cardsLinked, concessionsOf, holdsOn, toConcessionDtos } from './concessions-db.mjs';
import { requestsOf } from './concession-requests.mjs';
import { mayQualifyFor } from './concession-grants.mjs';

/** @typedef {import('../routes.mjs').OmsContext} OmsContext */

/** A refusal the portal reads by its code. @param {number} status @param {string} code @param {string} message */
const refusal = (status, code, message) => new HttpError(status, message, {}, { code });

/** The operator named, offering concessions (else 404), and the session's account (else 401). @param {OmsContext} context */
export function concessionsCaller({ req, sessions, params, settings }) {
  const operator = params.operatorKey ?? '';
  // An own key only: `__proto__` names no operator.
  const policy = Object.hasOwn(CONCESSION_POLICIES, operator) ? CONCESSION_POLICIES[operator] : undefined;
  if (
    !Object.hasOwn(NETWORKS, operator) ||
    !policy ||
    policy.offers.length === 0 ||
    !settings.extensions.includes('concessions')
  )
    throw new HttpError(404, 'Not found');
  return { operator, policy, accountId: sessions.requireSession(req, operator) };
}

/** `GET /oms/concessions/{operatorKey}`. @param {OmsContext} context */
function concessions(context) {
  const { operator, policy, accountId } = concessionsCaller(context);
  const { store, res } = context;
  sendJson(res, 200, {
    payload: {
      max_cards: policy.maxCards,
      renewal_days: policy.renewalDays,
      offers: policy.offers.map(toOfferDto),
      concessions: toConcessionDtos(store, concessionsOf(store, accountId, operator)),
      requests: requestsOf(store, accountId, operator),
      may_qualify: mayQualifyFor(store, accountId, operator),
    },
  });
}

/** `POST /oms/concessions/{operatorKey}/cards`. @param {OmsContext} context */
async function linkConcessionCard(context) {
  const { operator, policy, accountId } = concessionsCaller(context);
  const { store, res, req } = context;
  const body = /** @type {{ concession_id?: unknown, alias_pan?: unknown, linked?: unknown }} */ (
    await readJsonBody(req)
  );
  const { concession_id: concessionId, alias_pan: aliasPan, linked } = body;
  if (typeof concessionId !== 'string' || typeof aliasPan !== 'string' || typeof linked !== 'boolean')
    throw refusal(400, 'bad_request', 'concession_id, alias_pan and linked are needed');
  const concession = concessionsOf(store, accountId, operator).find((row) => row.id === concessionId);
  if (!concession) throw refusal(404, 'unknown_concession', 'Concession not found');
  const link = linkOf(store, aliasPan);
  if (!link || link.account_id !== accountId) throw refusal(403, 'not_your_card', 'Not one of your cards');
  store.transaction(() => {
    if (!linked) {
      store.run('DELETE FROM concession_cards WHERE account_card_id = ? AND concession_id = ?', [
        link.id,
        concession.id,
      ]);
      return;
    }
    // The same link asked for again changes nothing (a repeated request).
    const carried = store.get('SELECT concession_id FROM concession_cards WHERE account_card_id = ?', [link.id]);
    if (carried?.concession_id === concession.id) return;
    if (!offerOf(operator, concession.concession_key))
      throw refusal(409, 'concession_withdrawn', 'The operator no longer offers this concession');
    if (!holdsOn(concession, zonedDay(new Date(), /** @type {any} */ (NETWORKS[operator]).timeZone)))
      throw refusal(409, 'concession_expired', 'This concession has expired: renew it first');
    // A card carries one concession: moving it to another frees a place, so only a new card counts toward the limit.
    if (!carried && cardsLinked(store, accountId) >= policy.maxCards)
      throw refusal(409, 'too_many_cards', `At most ${policy.maxCards} cards may carry a concession`);
    store.run(
      `INSERT INTO concession_cards (account_card_id, concession_id, linked_at) VALUES (?, ?, ?)
      ON CONFLICT (account_card_id) DO UPDATE SET concession_id = excluded.concession_id, linked_at = excluded.linked_at`,
      [link.id, concession.id, new Date().toISOString()],
    );
  });
  sendJson(res, 200, { payload: { concessions: toConcessionDtos(store, concessionsOf(store, accountId, operator)) } });
}

/** @type {Record<string, (context: OmsContext) => unknown>} */
export const CONCESSION_ROUTES = {
  'GET /oms/concessions/:operatorKey': concessions,
  'POST /oms/concessions/:operatorKey/cards': linkConcessionCard,
};
