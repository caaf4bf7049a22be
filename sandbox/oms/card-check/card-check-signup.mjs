// @ts-check
/**
 * A sign-up keeping the card proven without an account (cardCheck): `POST /api/sign_up` with `with_checked_card: true`
 * while the browser holds a live card-scoped access remembers that card with the new account, and the account's
 * confirmed address links it (no second trip to the hosted page: the proof was the provider's). Refused, with a field
 * error, without a live access or for a card in an account; at the confirmation, a card gone into an account since
 * is left where it is (docs/contracts.md#cardcheck-a-card-checked-without-an-account).
 */
import { readCookie } from '../../auth/session.mjs';
import { linkCard, linkOf } from '../cards/cards-db.mjs';
import { accessOf, CARD_COOKIE, endAccessesOfCard, logCardCheck } from './card-check-db.mjs';
import { clientOf } from './card-check-guards.mjs';

/** @typedef {import('../../api/context.mjs').ApiContext} ApiContext @typedef {import('../../db/store.mjs').Store} Store */

const FIELD = 'with_checked_card';

/**
 * The checked card a sign-up keeps: none when it does not ask, else the card of the live access or the field error
 * that refuses the sign-up (`noCardAccess`: no live access of this operator's cardCheck; `belongsToAccount`).
 * @param {ApiContext} context
 * @returns {{ panToken: string | null, errors: import('../../api/validation.mjs').FieldError[] }}
 */
export function checkedCardOfSignUp({ req, body, store, operator, settings }) {
  if (body[FIELD] !== true) return { panToken: null, errors: [] };
  const access = settings.extensions.includes('cardCheck')
    ? accessOf(store, readCookie(req, CARD_COOKIE), operator.key)
    : undefined;
  if (!access) return { panToken: null, errors: [{ path: FIELD, msg: 'noCardAccess' }] };
  if (linkOf(store, access.pan_token)) return { panToken: null, errors: [{ path: FIELD, msg: 'belongsToAccount' }] };
  return { panToken: access.pan_token, errors: [] };
}

/** Remembers the card with the new, unconfirmed account. @param {ApiContext} context @param {number} accountId @param {string} panToken */
export function rememberCheckedCard({ req, store, operator }, accountId, panToken) {
  store.run('INSERT INTO checked_card_signups (account_id, pan_token, created_at) VALUES (?, ?, ?)', [
    accountId,
    panToken,
    Date.now(),
  ]);
  logCardCheck(store, { operator: operator.key, panToken, client: clientOf(req), action: 'sign_up', outcome: 'kept' });
}

/**
 * At the confirmation of the account's address: links the card it signed up with, unless an account holds it by
 * then (`belongs_to_account`); the card's card-scoped accesses end either way (it is an account's now). Answers the
 * outcome, or null when the account kept no card. @param {ApiContext} context @param {number} accountId
 * @returns {'linked' | 'belongs_to_account' | null}
 */
export function keepCheckedCard({ req, store, operator }, accountId) {
  const kept = /** @type {{ pan_token: string, outcome: string | null } | undefined} */ (
    store.get('SELECT pan_token, outcome FROM checked_card_signups WHERE account_id = ?', [accountId])
  );
  if (!kept || kept.outcome !== null) return null;
  const outcome = linkOf(store, kept.pan_token) ? 'belongs_to_account' : 'linked';
  store.transaction(() => {
    if (outcome === 'linked') linkCard(store, accountId, kept.pan_token);
    store.run('UPDATE checked_card_signups SET outcome = ? WHERE account_id = ?', [outcome, accountId]);
    endAccessesOfCard(store, kept.pan_token);
  });
  logCardCheck(store, {
    operator: operator.key,
    panToken: kept.pan_token,
    client: clientOf(req),
    action: 'confirm',
    outcome,
  });
  return outcome;
}
