// @ts-check
/**
 * The alert mails (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences): each in the account's language,
 * signed by the operator, with a link to the portal's page concerned and a signed link to unsubscribe from that alert
 * without signing in. Sent only when the rider wants the alert (alert-preferences.mjs).
 */
import { findAccountById } from '../db/accounts.mjs';
import { findOperator } from '../db/operators.mjs';
import { escapeHtml } from '../http/html.mjs';
import { issueHmacToken } from '../identity/hmac-token.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { wants } from './alert-preferences.mjs';

/** @typedef {import('./alert-preferences.mjs').AlertKind} AlertKind */
/** @typedef {'payment_failed' | 'card_blocked' | 'card_unblocked' | 'max_fare' | 'ticket_issued' | 'new_sign_in' | 'monthly_statement'} AlertEvent */

/** What each event is filed under (the preference that turns it off) and the portal page it links to. */
const EVENTS = /** @type {Record<AlertEvent, { kind: AlertKind, page: string }>} */ ({
  payment_failed: { kind: 'payment_failed', page: '/dashboard/travels/payments' },
  card_blocked: { kind: 'card_blocked', page: '/dashboard/travels/bank_cards' },
  card_unblocked: { kind: 'card_blocked', page: '/dashboard/travels/bank_cards' },
  max_fare: { kind: 'max_fare', page: '/dashboard/travels/tickets' },
  ticket_issued: { kind: 'ticket_issuance', page: '/dashboard/travels/tickets' },
  new_sign_in: { kind: 'new_sign_in', page: '/dashboard/account' },
  monthly_statement: { kind: 'monthly_statement', page: '/dashboard/travels/payments' },
});

/** How long an unsubscribe link works: a mail is read long after it was sent. */
export const UNSUBSCRIBE_TTL_SECONDS = 180 * 86_400;

/** @typedef {Record<string, string>} Values */
/**
 * @typedef {{ greeting: (name: string) => string, signature: (operator: string) => string, open: string,
 *   footer: string, unsubscribe: string, events: Record<AlertEvent, { subject: (operator: string, v: Values) => string, body: (v: Values) => string }> }} AlertTexts
 */

/** @type {Record<string, AlertTexts>} */
const TEXTS = {
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: (operator) => `The ${operator} team`,
    open: 'Open it on the portal:',
    footer: 'You receive this mail because this alert is on in your account.',
    unsubscribe: 'Stop these mails:',
    events: {
      payment_failed: {
        subject: (o) => `${o}: a payment for your trips did not go through`,
        body: (v) =>
          `The payment of ${v.amount} for your trips of ${v.day} on the card ending in ${v.tail} did not go through. We will try again; you can also pay it online now.`,
      },
      card_blocked: {
        subject: (o, v) => `${o}: your card ending in ${v.tail} is blocked at the gates`,
        body: (v) =>
          `A payment of your card ending in ${v.tail} failed again when we retried it: the gates refuse the card until the unpaid fares, ${v.amount}, are paid online.`,
      },
      card_unblocked: {
        subject: (o, v) => `${o}: your card ending in ${v.tail} works again`,
        body: (v) => `Your card ending in ${v.tail} was unblocked at ${v.time}; the gates accept the card again.`,
      },
      max_fare: {
        subject: (o) => `${o}: you were charged the maximum fare`,
        body: (v) =>
          `You tapped in at ${v.station} and did not tap out: the maximum fare, ${v.amount}, was charged. You can claim a correction from the trip on the portal.`,
      },
      ticket_issued: {
        subject: (o) => `${o}: your trip`,
        body: (v) => `Your trip ${v.route} on ${v.day} cost ${v.amount}.`,
      },
      new_sign_in: {
        subject: (o) => `${o}: a new sign-in to your account`,
        body: (v) =>
          `Your account was signed in to on ${v.when} from a device it had not used before (${v.device}). If it was not you, change your password at once.`,
      },
      monthly_statement: {
        subject: (o, v) => `${o}: your statement for ${v.month}`,
        body: (v) =>
          `In ${v.month} you made ${v.trips} trips; your payments came to ${v.amount}.${v.concessions ?? ''}`,
      },
    },
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    signature: (operator) => `Il team di ${operator}`,
    open: 'Aprilo sul portale:',
    footer: 'Ricevi questa e-mail perché questo avviso è attivo nel tuo account.',
    unsubscribe: 'Non ricevere più queste e-mail:',
    events: {
      payment_failed: {
        subject: (o) => `${o}: un pagamento dei tuoi viaggi non è andato a buon fine`,
        body: (v) =>
          `Il pagamento di ${v.amount} per i viaggi del ${v.day} sulla carta che termina con ${v.tail} non è andato a buon fine. Riproveremo; puoi anche pagarlo online subito.`,
      },
      card_blocked: {
        subject: (o, v) => `${o}: la tua carta che termina con ${v.tail} è bloccata ai tornelli`,
        body: (v) =>
          `Un pagamento della carta che termina con ${v.tail} non è riuscito nemmeno al nuovo tentativo: i tornelli rifiutano la carta finché le corse non pagate, ${v.amount}, non vengono saldate online.`,
      },
      card_unblocked: {
        subject: (o, v) => `${o}: la tua carta che termina con ${v.tail} funziona di nuovo`,
        body: (v) =>
          `La carta che termina con ${v.tail} è stata sbloccata alle ${v.time}; i tornelli accettano di nuovo la carta.`,
      },
      max_fare: {
        subject: (o) => `${o}: ti è stata addebitata la tariffa massima`,
        body: (v) =>
          `Hai validato in entrata a ${v.station} senza validare in uscita: è stata addebitata la tariffa massima, ${v.amount}. Puoi chiedere una correzione dal viaggio sul portale.`,
      },
      ticket_issued: {
        subject: (o) => `${o}: il tuo viaggio`,
        body: (v) => `Il tuo viaggio ${v.route} del ${v.day} è costato ${v.amount}.`,
      },
      new_sign_in: {
        subject: (o) => `${o}: un nuovo accesso al tuo account`,
        body: (v) =>
          `È stato effettuato l'accesso al tuo account il ${v.when} da un dispositivo mai usato prima (${v.device}). Se non sei stato tu, cambia subito la password.`,
      },
      monthly_statement: {
        subject: (o, v) => `${o}: il tuo estratto di ${v.month}`,
        body: (v) =>
          `A ${v.month} hai fatto ${v.trips} viaggi; i tuoi pagamenti ammontano a ${v.amount}.${v.concessions ?? ''}`,
      },
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signature: (operator) => `L'équipe ${operator}`,
    open: 'Ouvrez-le sur le portail :',
    footer: 'Vous recevez cet e-mail parce que cette alerte est activée dans votre compte.',
    unsubscribe: 'Ne plus recevoir ces e-mails :',
    events: {
      payment_failed: {
        subject: (o) => `${o} : un paiement de vos trajets n'a pas abouti`,
        body: (v) =>
          `Le paiement de ${v.amount} pour vos trajets du ${v.day} sur la carte se terminant par ${v.tail} n'a pas abouti. Nous réessaierons ; vous pouvez aussi le payer en ligne dès maintenant.`,
      },
      card_blocked: {
        subject: (o, v) => `${o} : votre carte se terminant par ${v.tail} est bloquée aux portiques`,
        body: (v) =>
          `Un paiement de votre carte se terminant par ${v.tail} a de nouveau échoué lors de notre nouvel essai : les portiques refusent la carte tant que les trajets impayés, ${v.amount}, ne sont pas réglés en ligne.`,
      },
      card_unblocked: {
        subject: (o, v) => `${o} : votre carte se terminant par ${v.tail} fonctionne à nouveau`,
        body: (v) =>
          `Votre carte se terminant par ${v.tail} a été débloquée à ${v.time} ; les portiques acceptent à nouveau la carte.`,
      },
      max_fare: {
        subject: (o) => `${o} : le tarif maximal vous a été facturé`,
        body: (v) =>
          `Vous avez validé à l'entrée à ${v.station} sans valider à la sortie : le tarif maximal, ${v.amount}, a été facturé. Vous pouvez demander une correction depuis le trajet sur le portail.`,
      },
      ticket_issued: {
        subject: (o) => `${o} : votre trajet`,
        body: (v) => `Votre trajet ${v.route} du ${v.day} a coûté ${v.amount}.`,
      },
      new_sign_in: {
        subject: (o) => `${o} : une nouvelle connexion à votre compte`,
        body: (v) =>
          `Une connexion à votre compte a eu lieu le ${v.when} depuis un appareil jamais utilisé auparavant (${v.device}). Si ce n'était pas vous, changez tout de suite votre mot de passe.`,
      },
      monthly_statement: {
        subject: (o, v) => `${o} : votre relevé de ${v.month}`,
        body: (v) =>
          `En ${v.month}, vous avez fait ${v.trips} trajets ; vos paiements s'élèvent à ${v.amount}.${v.concessions ?? ''}`,
      },
    },
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    signature: (operator) => `Ihr ${operator}-Team`,
    open: 'Im Portal öffnen:',
    footer: 'Sie erhalten diese E-Mail, weil dieser Hinweis in Ihrem Konto eingeschaltet ist.',
    unsubscribe: 'Diese E-Mails abbestellen:',
    events: {
      payment_failed: {
        subject: (o) => `${o}: Eine Zahlung für Ihre Fahrten ist fehlgeschlagen`,
        body: (v) =>
          `Die Zahlung von ${v.amount} für Ihre Fahrten vom ${v.day} mit der Karte mit der Endung ${v.tail} ist fehlgeschlagen. Wir versuchen es erneut; Sie können sie auch jetzt online bezahlen.`,
      },
      card_blocked: {
        subject: (o, v) => `${o}: Ihre Karte mit der Endung ${v.tail} ist an den Sperren gesperrt`,
        body: (v) =>
          `Eine Zahlung Ihrer Karte mit der Endung ${v.tail} ist auch beim erneuten Versuch fehlgeschlagen: Die Sperren weisen die Karte ab, bis die unbezahlten Fahrten, ${v.amount}, online bezahlt sind.`,
      },
      card_unblocked: {
        subject: (o, v) => `${o}: Ihre Karte mit der Endung ${v.tail} funktioniert wieder`,
        body: (v) =>
          `Ihre Karte mit der Endung ${v.tail} wurde um ${v.time} entsperrt; die Sperren akzeptieren die Karte wieder.`,
      },
      max_fare: {
        subject: (o) => `${o}: Ihnen wurde der Höchstfahrpreis berechnet`,
        body: (v) =>
          `Sie haben sich in ${v.station} angemeldet, aber nicht abgemeldet: Der Höchstfahrpreis, ${v.amount}, wurde berechnet. Sie können im Portal bei der Fahrt eine Korrektur beantragen.`,
      },
      ticket_issued: {
        subject: (o) => `${o}: Ihre Fahrt`,
        body: (v) => `Ihre Fahrt ${v.route} am ${v.day} kostete ${v.amount}.`,
      },
      new_sign_in: {
        subject: (o) => `${o}: Neue Anmeldung bei Ihrem Konto`,
        body: (v) =>
          `Am ${v.when} hat sich jemand von einem bisher nicht verwendeten Gerät (${v.device}) bei Ihrem Konto angemeldet. Wenn Sie es nicht waren, ändern Sie sofort Ihr Passwort.`,
      },
      monthly_statement: {
        subject: (o, v) => `${o}: Ihre Abrechnung für ${v.month}`,
        body: (v) =>
          `Im ${v.month} haben Sie ${v.trips} Fahrten gemacht; Ihre Zahlungen betrugen ${v.amount}.${v.concessions ?? ''}`,
      },
    },
  },
};

/** The account's language's texts (English for one the mails do not speak). @param {string} language */
export const alertTexts = (language) => /** @type {AlertTexts} */ (TEXTS[language] ?? TEXTS.en);

/** The mail language of an account. @param {string} language */
export const mailLanguage = (language) => (Object.hasOwn(TEXTS, language) ? language : 'en');

/** The signed link that turns one alert off for one account, without signing in. @param {string} origin @param {number} accountId @param {AlertKind} kind */
export const unsubscribeLink = (origin, accountId, kind) =>
  `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(
    issueHmacToken('alert-unsubscribe', { a: accountId, k: kind }, UNSUBSCRIBE_TTL_SECONDS),
  )}`;

/**
 * The footer every alert mail ends with: why it came, and the link to stop it.
 * @param {string} language @param {string} link @returns {{ text: string, html: string }}
 */
export function unsubscribeFooter(language, link) {
  const texts = alertTexts(language);
  return {
    text: `${texts.footer}\n${texts.unsubscribe}\n${link}`,
    html: `<p style="font-size:small">${escapeHtml(texts.footer)} <a href="${escapeHtml(link)}">${escapeHtml(texts.unsubscribe.replace(/\s*:$/, ''))}</a></p>`,
  };
}

/**
 * One alert mail to an account, in its language: the greeting, the body, the way to the portal's page (`open`, the
 * alert texts' "Open it on the portal:" unless given), the signature and the unsubscribe footer of the alert's kind.
 * The caller has checked that the account wants it.
 * @param {import('../db/store.mjs').Store} store
 * @param {{ account: { id: number, email: string, name: string, language: string }, operatorKey: string, kind: AlertKind,
 *   origin: string, page: string, subject: (operator: string) => string, body: string, open?: string }} mail
 */
export function mailAlert(store, { account, operatorKey, kind, origin, page, subject: subjectOf, body, open }) {
  const language = mailLanguage(account.language);
  const texts = alertTexts(language);
  const operator = findOperator(store, operatorKey)?.name ?? operatorKey;
  const subject = subjectOf(operator);
  const link = `${origin}${page}`;
  const unsubscribe = unsubscribeLink(origin, account.id, kind);
  const footer = unsubscribeFooter(language, unsubscribe);
  const greeting = texts.greeting(account.name);
  const openText = open ?? texts.open;
  sendMail(store, {
    operatorKey,
    to: account.email,
    subject,
    text: [greeting, '', body, '', openText, link, '', texts.signature(operator), '', footer.text].join('\n'),
    html: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(openText.replace(/\s*:$/, ''))}</a></p><p>${escapeHtml(texts.signature(operator))}</p>${footer.html}</body></html>`,
    links: [link, unsubscribe],
    code: null,
  });
}

/**
 * Sends an alert to an account when it wants it; answers whether it was sent.
 * @param {import('../db/store.mjs').Store} store
 * @param {{ accountId: number, event: AlertEvent, values: (language: string) => Values, origin: string }} alert
 */
export function sendAlert(store, { accountId, event, values, origin }) {
  const { kind, page } = EVENTS[event];
  const account = findAccountById(store, accountId);
  if (!account || !wants(store, accountId, kind)) return false;
  const language = mailLanguage(account.language);
  const given = values(language);
  const words = alertTexts(language).events[event];
  mailAlert(store, {
    account,
    operatorKey: account.operator_key,
    kind,
    origin,
    page,
    subject: (operator) => words.subject(operator, given),
    body: words.body(given),
  });
  return true;
}

/** An amount as the account's language writes it. @param {number} cents @param {string} currency @param {string} language */
export const moneyIn = (cents, currency, language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
