// @ts-check
/**
 * The confirmation mail of a settlement (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract),
 * in the rider's language: what was paid, how, and any refund. A card checked without an account (cardCheck) has its
 * receipt mailed to the address typed for it, in the language chosen then, the mail itself the receipt.
 */
import { findAccountById } from '../db/accounts.mjs';
import { findOperator } from '../db/operators.mjs';
import { escapeHtml } from '../http/html.mjs';
import { sendMail } from '../mail/outbox.mjs';

/**
 * @typedef {{ subject: (operator: string) => string, paid: (amount: string, tail: string) => string,
 *   receipt: (shortId: string) => string, settled: (amount: string) => string, credit: (amount: string) => string,
 *   hello: string, kept: (shortId: string) => string }} SettlementTexts
 */

/** @type {Record<string, SettlementTexts>} */
const TEXTS = {
  en: {
    subject: (operator) => `${operator}: your payment was received`,
    paid: (amount, tail) => `We received your payment of ${amount} with the card ending in ${tail}.`,
    receipt: (shortId) => `Payment reference: ${shortId}. Its receipt is among your payments.`,
    settled: (amount) => `It settled ${amount} of failed payments.`,
    credit: (amount) =>
      `Those payments had already been paid: ${amount} will be refunded to the card. You do not need to do anything.`,
    hello: 'Hello,',
    kept: (shortId) => `Payment reference: ${shortId}. Keep this mail: it is your receipt.`,
  },
  it: {
    subject: (operator) => `${operator}: abbiamo ricevuto il tuo pagamento`,
    paid: (amount, tail) => `Abbiamo ricevuto il tuo pagamento di ${amount} con la carta che termina con ${tail}.`,
    receipt: (shortId) => `Riferimento del pagamento: ${shortId}. La ricevuta è tra i tuoi pagamenti.`,
    settled: (amount) => `Ha regolarizzato ${amount} di pagamenti non riusciti.`,
    credit: (amount) =>
      `Quei pagamenti erano già stati pagati: ${amount} sarà rimborsato sulla carta. Non devi fare nulla.`,
    hello: 'Buongiorno,',
    kept: (shortId) => `Riferimento del pagamento: ${shortId}. Conserva questa mail: è la tua ricevuta.`,
  },
  fr: {
    subject: (operator) => `${operator} : votre paiement a été reçu`,
    paid: (amount, tail) => `Nous avons reçu votre paiement de ${amount} avec la carte se terminant par ${tail}.`,
    receipt: (shortId) => `Référence du paiement : ${shortId}. Son reçu figure parmi vos paiements.`,
    settled: (amount) => `Il a régularisé ${amount} de paiements échoués.`,
    credit: (amount) =>
      `Ces paiements avaient déjà été payés : ${amount} sera remboursé sur la carte. Vous n'avez rien à faire.`,
    hello: 'Bonjour,',
    kept: (shortId) => `Référence du paiement : ${shortId}. Conservez ce mail : c'est votre reçu.`,
  },
  de: {
    subject: (operator) => `${operator}: Ihre Zahlung ist eingegangen`,
    paid: (amount, tail) => `Wir haben Ihre Zahlung von ${amount} mit der Karte mit der Endung ${tail} erhalten.`,
    receipt: (shortId) => `Zahlungsreferenz: ${shortId}. Den Beleg finden Sie bei Ihren Zahlungen.`,
    settled: (amount) => `Damit wurden ${amount} fehlgeschlagene Zahlungen beglichen.`,
    credit: (amount) =>
      `Diese Zahlungen waren bereits bezahlt: ${amount} werden auf die Karte erstattet. Sie müssen nichts tun.`,
    hello: 'Guten Tag,',
    kept: (shortId) => `Zahlungsreferenz: ${shortId}. Bewahren Sie diese E-Mail auf: Sie ist Ihr Beleg.`,
  },
};

/** @param {number} cents @param {string} language */
const euros = (cents, language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** @typedef {{ email: string, language: string }} Receipt where a checked card's receipt goes, and in which language */

/** The receipt of an order of a card checked without an account, or undefined (an account's order). @param {import('../oms/cards/cards-db.mjs').OrderRow} order @returns {Receipt | undefined} */
export const receiptOf = (order) =>
  order.card_pan_token && order.receipt_email
    ? { email: order.receipt_email, language: order.receipt_language ?? 'en' }
    : undefined;

/** Whether the settlement mail speaks a language. @param {string} language */
export const hasSettlementTexts = (language) => Object.hasOwn(TEXTS, language);

/**
 * Puts the mail in the outbox: to the account, or to a checked card's receipt address. @param {import('../db/store.mjs').Store} store
 * @param {import('../oms/settlement/settle-order.mjs').SettlementRow} settled @param {Receipt} [receipt]
 */
export function mailSettlement(store, settled, receipt) {
  const account = receipt || settled.account_id === null ? undefined : findAccountById(store, settled.account_id);
  const to = receipt?.email ?? account?.email;
  if (!to) return;
  const operator = findOperator(store, settled.operator_key)?.name ?? settled.operator_key;
  const wanted = receipt?.language ?? account?.language ?? 'en';
  const language = hasSettlementTexts(wanted) ? wanted : 'en';
  const texts = /** @type {SettlementTexts} */ (TEXTS[language]);
  const lines = [
    texts.paid(euros(settled.amount, language), settled.pan_tail),
    ...(settled.applied > 0 ? [texts.settled(euros(settled.applied, language))] : []),
    ...(settled.credit > 0 ? [texts.credit(euros(settled.credit, language))] : []),
    account ? texts.receipt(settled.short_id) : texts.kept(settled.short_id),
  ];
  const greeting = account ? `${account.name},` : texts.hello;
  const subject = texts.subject(operator);
  sendMail(store, {
    operatorKey: settled.operator_key,
    to,
    subject,
    text: [greeting, '', ...lines, '', operator].join('\n'),
    html: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body><p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>${escapeHtml(operator)}</p></body></html>`,
    links: [],
    code: null,
  });
}
