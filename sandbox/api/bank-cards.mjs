// @ts-check
/**
 * The product API's bank cards (docs/behaviour/operator-contract.md#product-api-calls): the session's own cards only. A card is added only when
 * this account tokenised it through a verified notification of the provider, and only once.
 */
import { HttpError } from '../http/errors.mjs';
import {
  cardsOfAccount,
  findCard,
  linkCard,
  linkOf,
  removeCardAndTravels,
  toBankCardDto,
  tokenisedBy,
} from '../oms/cards/cards-db.mjs';
import { endAccessesOfCard } from '../oms/card-check/card-check-db.mjs';

export const ALREADY_ADDED = 'Bank Card Already Added';
export const LINKED_ELSEWHERE = 'Bank Card Linked To Another Account';

/** @type {import('./context.mjs').ApiHandler} */
export function getBankCards({ req, body, store, sessions, operator }) {
  const accountId = sessions.requireAccount(req, body.accounts_id, operator.key);
  return cardsOfAccount(store, accountId).map(toBankCardDto);
}

/** @type {import('./context.mjs').ApiHandler} */
export function addBankCard({ req, body, store, sessions, operator }) {
  const accountId = sessions.requireAccount(req, body.accounts_id, operator.key);
  const card = /** @type {Record<string, unknown>} */ (
    typeof body.bank_card === 'object' && body.bank_card !== null ? body.bank_card : {}
  );
  const panToken = typeof card.pan_token === 'string' ? card.pan_token : '';
  const known = panToken ? findCard(store, panToken) : undefined;
  if (!known || known.operator_key !== operator.key) throw new HttpError(404, 'Unknown card');
  const holder = linkOf(store, panToken);
  if (holder?.account_id === accountId) return ALREADY_ADDED;
  if (holder) return LINKED_ELSEWHERE;
  if (!tokenisedBy(store, accountId, panToken))
    throw new HttpError(403, 'This card was not registered through the payment page by this account');
  linkCard(store, accountId, panToken);
  // A card checked without an account is the account's now: its card-scoped accesses end (cardCheck).
  endAccessesOfCard(store, panToken);
  return cardsOfAccount(store, accountId).map(toBankCardDto);
}

/** @type {import('./context.mjs').ApiHandler} */
export function removeBankCard({ req, body, store, sessions, operator }) {
  const accountId = sessions.requireSession(req, operator.key);
  const row = store.get('SELECT pan_token, account_id FROM account_cards WHERE id = ?', [Number(body.bank_cards_id)]);
  if (!row) throw new HttpError(404, 'Unknown card');
  if (row.account_id !== accountId) throw new HttpError(403, 'Forbidden');
  removeCardAndTravels(store, row.pan_token);
  return { removed: true };
}
