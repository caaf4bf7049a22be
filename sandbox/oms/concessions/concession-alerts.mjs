// @ts-check
/**
 * A concession's alerts (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences): its renewal window opening
 * (renewal days before its last day) and its running out, mailed in the account's language to a rider who keeps the
 * `concession_renewal` alert on, once per concession, event and last day (a renewed concession is told again at its
 * next end). The sandbox has no scheduler: `POST /sandbox/api/concession-alerts` is the operator's daily run.
 */
import { findAccountById } from '../../db/accounts.mjs';
import { mailAlert, mailLanguage } from '../../api/alert-mail.mjs';
import { wants } from '../../api/alert-preferences.mjs';
import { addDays } from '../network/zoned-time.mjs';
import { CONCESSION_POLICIES, offerOf } from './concession-offers.mjs';
import { operatorToday } from './concession-grants.mjs';

/** @typedef {import('../../db/store.mjs').Store} Store @typedef {'renewal_open' | 'lapsed'} ConcessionEvent */

/** @type {Record<string, { open: string,
 *   renewal_open: { subject: (o: string, name: string) => string, body: (name: string, day: string) => string },
 *   lapsed: { subject: (o: string, name: string) => string, body: (name: string, day: string) => string } }>} */
const TEXTS = {
  en: {
    open: 'Renew it on the portal:',
    renewal_open: {
      subject: (o, name) => `${o}: renew your ${name} concession`,
      body: (name, day) =>
        `Your ${name} concession holds until ${day}. You can renew it now: it will run on from that day.`,
    },
    lapsed: {
      subject: (o, name) => `${o}: your ${name} concession has run out`,
      body: (name, day) =>
        `Your ${name} concession ran out on ${day}: your cards pay the full fare until you renew it.`,
    },
  },
  it: {
    open: 'Rinnovala sul portale:',
    renewal_open: {
      subject: (o, name) => `${o}: rinnova la tua agevolazione ${name}`,
      body: (name, day) =>
        `La tua agevolazione ${name} vale fino al ${day}. Puoi rinnovarla ora: continuerà da quel giorno.`,
    },
    lapsed: {
      subject: (o, name) => `${o}: la tua agevolazione ${name} è scaduta`,
      body: (name, day) =>
        `La tua agevolazione ${name} è scaduta il ${day}: le tue carte pagano la tariffa intera finché non la rinnovi.`,
    },
  },
  fr: {
    open: 'Renouvelez-la sur le portail :',
    renewal_open: {
      subject: (o, name) => `${o} : renouvelez votre réduction ${name}`,
      body: (name, day) =>
        `Votre réduction ${name} vaut jusqu'au ${day}. Vous pouvez la renouveler dès maintenant : elle continuera à partir de ce jour.`,
    },
    lapsed: {
      subject: (o, name) => `${o} : votre réduction ${name} a expiré`,
      body: (name, day) =>
        `Votre réduction ${name} a expiré le ${day} : vos cartes paient le plein tarif jusqu'à son renouvellement.`,
    },
  },
  de: {
    open: 'Im Portal verlängern:',
    renewal_open: {
      subject: (o, name) => `${o}: Verlängern Sie Ihre Ermäßigung ${name}`,
      body: (name, day) =>
        `Ihre Ermäßigung ${name} gilt bis zum ${day}. Sie können sie jetzt verlängern: Sie läuft ab diesem Tag weiter.`,
    },
    lapsed: {
      subject: (o, name) => `${o}: Ihre Ermäßigung ${name} ist abgelaufen`,
      body: (name, day) =>
        `Ihre Ermäßigung ${name} ist am ${day} abgelaufen: Ihre Karten zahlen den vollen Fahrpreis, bis Sie sie verlängern.`,
    },
  },
};

/** @param {string} day YYYY-MM-DD @param {string} language */
const dayIn = (day, language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * Mails one concession's event to its rider, if they want it. @param {Store} store
 * @param {{ account_id: number, operator_key: string, concession_key: string, valid_until: string }} row
 * @param {ConcessionEvent} event @param {string} origin
 */
function mailEvent(store, row, event, origin) {
  const account = findAccountById(store, row.account_id);
  if (!account || !wants(store, account.id, 'concession_renewal')) return false;
  const language = mailLanguage(account.language);
  const texts = TEXTS[language] ?? /** @type {(typeof TEXTS)[string]} */ (TEXTS.en);
  const offer = offerOf(row.operator_key, row.concession_key);
  const name = offer?.texts[/** @type {'en' | 'it' | 'fr' | 'de'} */ (language)]?.name ?? row.concession_key;
  mailAlert(store, {
    account,
    operatorKey: row.operator_key,
    kind: 'concession_renewal',
    origin,
    page: '/dashboard/discounts',
    subject: (operator) => texts[event].subject(operator, name),
    body: texts[event].body(name, dayIn(row.valid_until, language)),
    open: texts.open,
  });
  return true;
}

/**
 * The operator's daily run: each concession (of one address, if given) whose renewal window is open or which ran out
 * is told once per event and last day. Answers how many mails were sent.
 * @param {Store} store @param {{ email?: string, now?: Date }} query @param {string} origin
 */
export function alertConcessions(store, { email, now = new Date() }, origin) {
  /** @type {{ id: string, account_id: number, operator_key: string, concession_key: string, valid_until: string }[]} */
  const rows = store.all(
    `SELECT rc.* FROM rider_concessions rc JOIN accounts a ON a.id = rc.account_id
    WHERE rc.valid_until IS NOT NULL AND (? IS NULL OR lower(a.email) = lower(?)) ORDER BY rc.granted_at, rc.id`,
    [email ?? null, email ?? null],
  );
  let sent = 0;
  for (const row of rows) {
    const today = operatorToday(row.operator_key, now);
    const renewalDays = CONCESSION_POLICIES[row.operator_key]?.renewalDays ?? 0;
    /** @type {ConcessionEvent | null} */
    const event =
      today > row.valid_until ? 'lapsed' : today >= addDays(row.valid_until, -renewalDays) ? 'renewal_open' : null;
    if (!event) continue;
    const told = store.run(
      'INSERT OR IGNORE INTO concession_alerts (concession_id, event, valid_until, sent_at) VALUES (?, ?, ?, ?)',
      [row.id, event, row.valid_until, now.toISOString()],
    );
    if (told.changes === 1 && mailEvent(store, row, event, origin)) sent += 1;
  }
  return sent;
}
