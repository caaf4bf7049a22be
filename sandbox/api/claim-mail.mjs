// @ts-check
/**
 * The mail of a decision on a case (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported), in
 * the rider's language and the operator's name: the outcome, the amount in question, the reason of a refusal, how
 * the money comes back (a refund to the card or a credit off its next charge), and a link to the rider's claims.
 */
import { findAccountById } from '../db/accounts.mjs';
import { findOperator } from '../db/operators.mjs';
import { escapeHtml } from '../http/html.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { unsubscribeFooter, unsubscribeLink } from './alert-mail.mjs';
import { wants } from './alert-preferences.mjs';

/**
 * @typedef {{ greeting: (name: string) => string, approvedSubject: (operator: string, id: string) => string,
 *   refusedSubject: (operator: string, id: string) => string, about: Record<string, string>,
 *   approved: (about: string, amount: string) => string, refused: (about: string, amount: string) => string,
 *   reason: (reason: string) => string, refund: (amount: string, tail: string) => string,
 *   credit: (amount: string, tail: string) => string, cancelled: (amount: string) => string, nothing: string, link: string, signature: (operator: string) => string }} ClaimTexts
 */

/** @type {Record<string, ClaimTexts>} */
const TEXTS = {
  en: {
    greeting: (name) => `Hello ${name},`,
    approvedSubject: (operator, id) => `${operator}: your claim ${id} was approved`,
    refusedSubject: (operator, id) => `${operator}: your claim ${id} was not approved`,
    about: {
      journey_correction: 'the correction of an incomplete journey',
      card_clash: 'a charge to the wrong card',
      unrecognised: 'a charge you do not recognise',
      charged_twice: 'a charge made twice',
      other: 'a problem with a charge',
    },
    approved: (about, amount) => `We reviewed your claim about ${about} (${amount} in question) and approved it.`,
    refused: (about, amount) =>
      `We reviewed your claim about ${about} (${amount} in question) and could not approve it.`,
    reason: (reason) => `Reason: ${reason}`,
    refund: (amount, tail) => `${amount} will be refunded to the card ending in ${tail}.`,
    credit: (amount, tail) => `${amount} will be taken off the next charge to the card ending in ${tail}.`,
    cancelled: (amount) => `The charge was not paid: ${amount} of it is cancelled, and you no longer owe it.`,
    nothing: 'No money is refunded.',
    link: 'See your claims:',
    signature: (operator) => `The ${operator} team`,
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    approvedSubject: (operator, id) => `${operator}: la tua richiesta ${id} è stata accolta`,
    refusedSubject: (operator, id) => `${operator}: la tua richiesta ${id} non è stata accolta`,
    about: {
      journey_correction: 'la correzione di un viaggio incompleto',
      card_clash: 'un addebito sulla carta sbagliata',
      unrecognised: 'un addebito che non riconosci',
      charged_twice: 'un addebito fatto due volte',
      other: 'un problema con un addebito',
    },
    approved: (about, amount) =>
      `Abbiamo esaminato la tua richiesta per ${about} (${amount} in questione) e l'abbiamo accolta.`,
    refused: (about, amount) =>
      `Abbiamo esaminato la tua richiesta per ${about} (${amount} in questione) e non abbiamo potuto accoglierla.`,
    reason: (reason) => `Motivo: ${reason}`,
    refund: (amount, tail) => `${amount} saranno rimborsati sulla carta che termina con ${tail}.`,
    credit: (amount, tail) => `${amount} saranno scalati dal prossimo addebito sulla carta che termina con ${tail}.`,
    cancelled: (amount) => `L'addebito non era stato pagato: ${amount} vengono annullati e non sono più dovuti.`,
    nothing: 'Non è previsto alcun rimborso.',
    link: 'Vedi le tue richieste:',
    signature: (operator) => `Il team di ${operator}`,
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    approvedSubject: (operator, id) => `${operator} : votre réclamation ${id} a été acceptée`,
    refusedSubject: (operator, id) => `${operator} : votre réclamation ${id} n'a pas été acceptée`,
    about: {
      journey_correction: "la correction d'un trajet incomplet",
      card_clash: 'un débit sur la mauvaise carte',
      unrecognised: 'un débit que vous ne reconnaissez pas',
      charged_twice: 'un débit effectué deux fois',
      other: 'un problème avec un débit',
    },
    approved: (about, amount) =>
      `Nous avons examiné votre réclamation pour ${about} (${amount} en jeu) et l'avons acceptée.`,
    refused: (about, amount) =>
      `Nous avons examiné votre réclamation pour ${about} (${amount} en jeu) et n'avons pas pu l'accepter.`,
    reason: (reason) => `Motif : ${reason}`,
    refund: (amount, tail) => `${amount} seront remboursés sur la carte se terminant par ${tail}.`,
    credit: (amount, tail) => `${amount} seront déduits du prochain débit de la carte se terminant par ${tail}.`,
    cancelled: (amount) => `Le débit n’avait pas été payé : ${amount} sont annulés et ne sont plus dus.`,
    nothing: "Aucun remboursement n'est prévu.",
    link: 'Voir vos réclamations :',
    signature: (operator) => `L'équipe ${operator}`,
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    approvedSubject: (operator, id) => `${operator}: Ihre Reklamation ${id} wurde angenommen`,
    refusedSubject: (operator, id) => `${operator}: Ihre Reklamation ${id} wurde abgelehnt`,
    about: {
      journey_correction: 'die Korrektur einer unvollständigen Fahrt',
      card_clash: 'eine Abbuchung von der falschen Karte',
      unrecognised: 'eine Abbuchung, die Sie nicht kennen',
      charged_twice: 'eine doppelte Abbuchung',
      other: 'ein Problem mit einer Abbuchung',
    },
    approved: (about, amount) =>
      `Wir haben Ihre Reklamation über ${about} (${amount} strittig) geprüft und angenommen.`,
    refused: (about, amount) =>
      `Wir haben Ihre Reklamation über ${about} (${amount} strittig) geprüft und konnten sie nicht annehmen.`,
    reason: (reason) => `Grund: ${reason}`,
    refund: (amount, tail) => `${amount} werden auf die Karte mit der Endung ${tail} erstattet.`,
    credit: (amount, tail) => `${amount} werden von der nächsten Abbuchung der Karte mit der Endung ${tail} abgezogen.`,
    cancelled: (amount) =>
      `Die Abbuchung war nicht bezahlt: ${amount} davon werden storniert und sind nicht mehr geschuldet.`,
    nothing: 'Es wird nichts erstattet.',
    link: 'Ihre Reklamationen:',
    signature: (operator) => `Ihr ${operator}-Team`,
  },
};

/** @param {number} cents @param {string} currency @param {string} language */
const money = (cents, currency, language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

/**
 * Puts the mail of a decided case in the outbox. @param {import('../db/store.mjs').Store} store
 * @param {import('../oms/claims/claims-db.mjs').CaseRow} decided @param {string} origin where riders reach the portal
 */
export function mailDecision(store, decided, origin) {
  const account = findAccountById(store, decided.account_id);
  // A rider who turned the claim alerts off (alerts) is not mailed: the portal's claims page says the decision.
  if (!account || !decided.decision || !wants(store, account.id, 'claim_decided')) return;
  const operator = findOperator(store, decided.operator_key)?.name ?? decided.operator_key;
  const language = Object.hasOwn(TEXTS, account.language) ? account.language : 'en';
  const texts = /** @type {ClaimTexts} */ (TEXTS[language]);
  const card = store.get(
    'SELECT c.truncated_pan FROM payments p JOIN cards c ON c.pan_token = p.pan_token WHERE p.id = ?',
    [decided.payment_id],
  );
  const tail = String(card?.truncated_pan ?? '').slice(-4);
  const about = texts.about[decided.kind] ?? decided.kind;
  const atStake = money(decided.amount_at_stake, decided.currency, language);
  const refund = decided.refund_amount ?? 0;
  const lines =
    decided.decision === 'approved'
      ? [
          texts.approved(about, atStake),
          refund === 0
            ? texts.nothing
            : decided.refund_method === 'cancelled'
              ? texts.cancelled(money(refund, decided.currency, language))
              : (decided.refund_method === 'credit' ? texts.credit : texts.refund)(
                  money(refund, decided.currency, language),
                  tail,
                ),
        ]
      : [texts.refused(about, atStake), ...(decided.reason ? [texts.reason(decided.reason)] : []), texts.nothing];
  const link = `${origin}/dashboard/claims`;
  const subject = (decided.decision === 'approved' ? texts.approvedSubject : texts.refusedSubject)(
    operator,
    decided.id,
  );
  const greeting = texts.greeting(account.name);
  const unsubscribe = unsubscribeLink(origin, account.id, 'claim_decided');
  const footer = unsubscribeFooter(language, unsubscribe);
  sendMail(store, {
    operatorKey: decided.operator_key,
    to: account.email,
    subject,
    text: [greeting, '', ...lines, '', texts.link, link, '', texts.signature(operator), '', footer.text].join('\n'),
    html: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body><p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(link)}">${escapeHtml(texts.link.replace(/\s*:$/, ''))}</a></p><p>${escapeHtml(texts.signature(operator))}</p>${footer.html}</body></html>`,
    links: [link, unsubscribe],
    code: null,
  });
}
