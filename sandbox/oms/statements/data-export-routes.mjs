// @ts-check
/**
 * The rider's own data (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive), GDPR articles 15 and 20:
 * `GET /oms/data_export/{operatorKey}` answers everything the operator holds about the session's account — the
 * account, its preferences and consents, linked sign-in providers, the sessions it keeps, the cards (masked), every
 * trip, payment (settlements and refunds included), case and concession (its outcome only) — in the lists' own shapes. The trips and payments are
 * built in slices between other requests, as the lists are. 401 without a session; 404 when not offered.
 */
import { findAccountById } from '../../db/accounts.mjs';
import { HttpError } from '../../http/errors.mjs';
import { inSlices } from '../../http/cooperative.mjs';
import { sendCompressedJsonText } from '../../http/compression.mjs';
import { cardsOfAccount } from '../cards/cards-db.mjs';
import { casesOfAccount, toCaseDto } from '../claims/claims-db.mjs';
import { concessionsOf, toConcessionDtos } from '../concessions/concessions-db.mjs';
import { NETWORKS } from '../network/network.mjs';
import { refundsInRange } from '../claims/refunds.mjs';
import { settlementsInRange } from '../settlement/settlement-payments.mjs';
import { paymentsJson, ticketsJson } from '../travels/travel-json.mjs';

/** @typedef {import('../routes.mjs').OmsContext} OmsContext @typedef {import('../../db/store.mjs').Store} Store */

const ALL_DAYS = { from: '1900-01-01', to: '9998-12-31' };

/** An instant the sandbox keeps as ms (sessions) as ISO text. @param {unknown} value */
const instant = (value) => (typeof value === 'number' ? new Date(value).toISOString() : String(value));

/**
 * What only the operator knows of the account, as plain records. @param {Store} store @param {number} accountId
 * @param {string} operator
 */
function accountRecords(store, accountId, operator) {
  const row = findAccountById(store, accountId);
  if (!row) throw new HttpError(401, 'Not signed in');
  const links = /** @type {{ provider: string, created_at: string }[]} */ (
    store.all(
      'SELECT provider, created_at FROM identity_links WHERE account_id = ? AND operator_key = ? ORDER BY created_at',
      [accountId, operator],
    )
  );
  const sessions = /** @type {{ created_at: number, expires_at: number }[]} */ (
    store.all('SELECT created_at, expires_at FROM sessions WHERE account_id = ? ORDER BY created_at DESC', [accountId])
  );
  return {
    account: {
      name: row.name,
      surname: row.surname,
      email: row.email,
      date_of_birth: row.date_of_birth,
      created_at: row.created_at,
      confirmed: row.confirmed === 1,
    },
    preferences: {
      language: row.language,
      locale: row.locales_id,
      notify_ticket_issuance: row.notify_ticket_issuance === 1,
    },
    consents: [
      { name: 'privacy_policy', given: true, at: row.created_at },
      { name: 'ticket_issuance_mail', given: row.notify_ticket_issuance === 1, at: null },
    ],
    identity_links: [
      ...links.map((link) => ({ provider: link.provider, linked_at: link.created_at })),
      ...(row.google_id && !links.some((link) => link.provider === 'google')
        ? [{ provider: 'google', linked_at: null }]
        : []),
      ...(row.facebook_id && !links.some((link) => link.provider === 'facebook')
        ? [{ provider: 'facebook', linked_at: null }]
        : []),
    ],
    sign_ins: sessions.map((session) => ({ at: instant(session.created_at), expires_at: instant(session.expires_at) })),
  };
}

/** `GET /oms/data_export/{operatorKey}`. @param {OmsContext} context */
async function dataExport({ req, res, store, sessions, params, settings }) {
  const operator = params.operatorKey ?? '';
  if (!NETWORKS[operator] || !settings.extensions.includes('dataExport')) throw new HttpError(404, 'Not found');
  const accountId = sessions.requireSession(req, operator);
  const records = accountRecords(store, accountId, operator);
  const cards = cardsOfAccount(store, accountId).filter((card) => card.operator_key === operator);
  const aliases = cards.map((card) => card.pan_token);
  const range = { operator, aliases, ...ALL_DAYS, descending: true, limit: 0, offset: 0 };
  const trips = aliases.length ? await inSlices(ticketsJson(store, range)) : '[]';
  const dayPayments = aliases.length
    ? await inSlices(paymentsJson(store, { ...range, succeeded: true, failed: true }))
    : '[]';
  const ownLines = [
    ...settlementsInRange(store, { accountId, ...range }),
    ...(aliases.length ? refundsInRange(store, range) : []),
  ];
  const payments = ownLines.length
    ? `[${[dayPayments.slice(1, -1), ...ownLines.map((line) => JSON.stringify(line))].filter(Boolean).join(',')}]`
    : dayPayments;
  const head = JSON.stringify({
    generated_at: new Date().toISOString(),
    ...records,
    cards: cards.map((card) => ({
      label: card.label,
      truncated_pan: card.truncated_pan,
      form_factor: card.form_factor,
      alias_pan: card.pan_token,
      linked_at: card.created,
    })),
    cases: casesOfAccount(store, accountId, operator).map(toCaseDto),
    // Only the outcome of a proof: which concession, proven how, until when, and the cards carrying it.
    concessions: toConcessionDtos(store, concessionsOf(store, accountId, operator)),
  });
  await sendCompressedJsonText(res, `{"payload":${head.slice(0, -1)},"trips":${trips},"payments":${payments}}}`);
}

/** @type {Record<string, (context: OmsContext) => unknown>} */
export const DATA_EXPORT_ROUTES = {
  'GET /oms/data_export/:operatorKey': dataExport,
};
