// @ts-check
/**
 * The mail of the operator's decision on a concession request (docs/contracts.md#concessions-reduced-fares-on-a-bank-card),
 * in the rider's language and the operator's name: approved (until when) or refused (and why), with a link to the
 * portal's discounts page. A decision answers the rider's own request: it is always mailed.
 */
import { findAccountById } from '../../db/accounts.mjs';
import { findOperator } from '../../db/operators.mjs';
import { escapeHtml } from '../../http/html.mjs';
import { sendMail } from '../../mail/outbox.mjs';
import { offerOf } from './concession-offers.mjs';

/**
 * @typedef {{ greeting: (name: string) => string, approvedSubject: (operator: string, name: string) => string,
 *   refusedSubject: (operator: string, name: string) => string, approved: (name: string) => string,
 *   until: (day: string) => string, forLife: string, refused: (name: string) => string, reason: (reason: string) => string,
 *   link: string, signature: (operator: string) => string }} ConcessionTexts
 */

/** @type {Record<'en' | 'it' | 'fr' | 'de', ConcessionTexts>} */
const TEXTS = {
  en: {
    greeting: (name) => `Hello ${name},`,
    approvedSubject: (operator, name) => `${operator}: your ${name} concession is approved`,
    refusedSubject: (operator, name) => `${operator}: your ${name} concession was not approved`,
    approved: (name) => `We checked your request for the ${name} concession and approved it.`,
    until: (day) => `It holds until ${day}. Choose the cards that carry it on the portal.`,
    forLife: 'It holds for life. Choose the cards that carry it on the portal.',
    refused: (name) => `We checked your request for the ${name} concession and could not approve it.`,
    reason: (reason) => `Reason: ${reason}`,
    link: 'Your discounts:',
    signature: (operator) => `The ${operator} team`,
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    approvedSubject: (operator, name) => `${operator}: la tua agevolazione ${name} è stata accolta`,
    refusedSubject: (operator, name) => `${operator}: la tua agevolazione ${name} non è stata accolta`,
    approved: (name) => `Abbiamo verificato la tua richiesta per l'agevolazione ${name} e l'abbiamo accolta.`,
    until: (day) => `Vale fino al ${day}. Scegli sul portale le carte che la usano.`,
    forLife: 'Vale per sempre. Scegli sul portale le carte che la usano.',
    refused: (name) =>
      `Abbiamo verificato la tua richiesta per l'agevolazione ${name} e non abbiamo potuto accoglierla.`,
    reason: (reason) => `Motivo: ${reason}`,
    link: 'Le tue agevolazioni:',
    signature: (operator) => `Il team di ${operator}`,
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    approvedSubject: (operator, name) => `${operator} : votre réduction ${name} est accordée`,
    refusedSubject: (operator, name) => `${operator} : votre réduction ${name} n'a pas été accordée`,
    approved: (name) => `Nous avons examiné votre demande de réduction ${name} et l'avons accordée.`,
    until: (day) => `Elle vaut jusqu'au ${day}. Choisissez sur le portail les cartes qui en bénéficient.`,
    forLife: 'Elle vaut à vie. Choisissez sur le portail les cartes qui en bénéficient.',
    refused: (name) => `Nous avons examiné votre demande de réduction ${name} et n'avons pas pu l'accorder.`,
    reason: (reason) => `Motif : ${reason}`,
    link: 'Vos réductions :',
    signature: (operator) => `L'équipe ${operator}`,
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    approvedSubject: (operator, name) => `${operator}: Ihre Ermäßigung ${name} wurde bewilligt`,
    refusedSubject: (operator, name) => `${operator}: Ihre Ermäßigung ${name} wurde nicht bewilligt`,
    approved: (name) => `Wir haben Ihren Antrag auf die Ermäßigung ${name} geprüft und bewilligt.`,
    until: (day) => `Sie gilt bis zum ${day}. Wählen Sie im Portal die Karten, die sie tragen.`,
    forLife: 'Sie gilt lebenslang. Wählen Sie im Portal die Karten, die sie tragen.',
    refused: (name) => `Wir haben Ihren Antrag auf die Ermäßigung ${name} geprüft und konnten ihn nicht bewilligen.`,
    reason: (reason) => `Grund: ${reason}`,
    link: 'Ihre Ermäßigungen:',
    signature: (operator) => `Ihr ${operator}-Team`,
  },
};

/** @param {string} day YYYY-MM-DD @param {string} language */
const dayIn = (day, language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * Puts the mail of a decided request in the outbox. @param {import('../../db/store.mjs').Store} store
 * @param {{ request: import('./concession-requests.mjs').RequestRow, validUntil: string | null, origin: string }} decided
 */
export function mailConcessionDecision(store, { request, validUntil, origin }) {
  const account = findAccountById(store, request.account_id);
  if (!account || request.status === 'in_review') return;
  const operator = findOperator(store, request.operator_key)?.name ?? request.operator_key;
  const language = /** @type {keyof typeof TEXTS} */ (Object.hasOwn(TEXTS, account.language) ? account.language : 'en');
  const texts = TEXTS[language];
  const name = offerOf(request.operator_key, request.concession_key)?.texts[language].name ?? request.concession_key;
  const lines =
    request.status === 'approved'
      ? [texts.approved(name), validUntil === null ? texts.forLife : texts.until(dayIn(validUntil, language))]
      : [texts.refused(name), ...(request.reason ? [texts.reason(request.reason)] : [])];
  const subject = (request.status === 'approved' ? texts.approvedSubject : texts.refusedSubject)(operator, name);
  const link = `${origin}/dashboard/discounts`;
  const greeting = texts.greeting(account.name);
  sendMail(store, {
    operatorKey: request.operator_key,
    to: account.email,
    subject,
    text: [greeting, '', ...lines, '', texts.link, link, '', texts.signature(operator)].join('\n'),
    html: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body><p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(link)}">${escapeHtml(texts.link.replace(/\s*:$/, ''))}</a></p><p>${escapeHtml(texts.signature(operator))}</p></body></html>`,
    links: [link],
    code: null,
  });
}
