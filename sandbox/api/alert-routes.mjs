// @ts-check
/**
 * The `alerts` extension's calls (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences): the rider's
 * preferences (`POST /api/alerts/get`, `/api/alerts/save`, a session required), the signed unsubscribe link of every
 * alert mail (`GET /api/alerts/unsubscribe?token=…`, a page asking to confirm; its form posts back: no session, no
 * x-api-key, a mail scanner's GET changes nothing), and the new sign-in alert.
 */
import crypto from 'node:crypto';
import { findAccountById } from '../db/accounts.mjs';
import { findOperator } from '../db/operators.mjs';
import { readFormBody } from '../http/body.mjs';
import { HttpError } from '../http/errors.mjs';
import { escapeHtml } from '../http/html.mjs';
import { sendHtml } from '../http/respond.mjs';
import { readHmacToken } from '../identity/hmac-token.mjs';
import { PAGE_STYLE } from '../oms/taps-and-fares/gates-page.mjs';
import { mailLanguage, sendAlert } from './alert-mail.mjs';
import { isAlertKind, preferencesOf, readPreferences, setPreferences } from './alert-preferences.mjs';

/** @typedef {import('../routes.mjs').SandboxContext} SandboxContext */

/** 404 when the sandbox does not offer alerts. @param {import('./context.mjs').ApiContext} context */
function requireAlerts({ settings }) {
  if (!settings.extensions.includes('alerts')) throw new HttpError(404, 'Not found');
}

/** `POST /api/alerts/get {id}` → `{alerts: {kind: boolean}}`. @type {import('./context.mjs').ApiHandler} */
export function getAlerts(context) {
  requireAlerts(context);
  const accountId = context.sessions.requireAccount(context.req, context.body.id, context.operator.key);
  return { alerts: preferencesOf(context.store, Number(accountId)) };
}

/** `POST /api/alerts/save {id, alerts: {kind: boolean}}` → every preference after the change. @type {import('./context.mjs').ApiHandler} */
export function saveAlerts(context) {
  requireAlerts(context);
  const accountId = Number(context.sessions.requireAccount(context.req, context.body.id, context.operator.key));
  setPreferences(context.store, accountId, readPreferences(context.body.alerts));
  return { alerts: preferencesOf(context.store, accountId) };
}

/** @type {Record<string, Record<string, string>>} */
const PAGE_TEXTS = {
  en: {
    title: 'Alerts by e-mail',
    ask: 'Stop the mails “{alert}” to {email}?',
    confirm: 'Unsubscribe',
    done: 'You will no longer receive the mails “{alert}” at {email}. You can turn them on again in your account, under Alerts.',
    invalid: 'This link is not valid or has expired. Sign in and change your alerts in your account.',
  },
  it: {
    title: 'Avvisi via e-mail',
    ask: 'Non inviare più le e-mail «{alert}» a {email}?',
    confirm: 'Annulla l’iscrizione',
    done: 'Non riceverai più le e-mail «{alert}» all’indirizzo {email}. Puoi riattivarle nel tuo account, in Avvisi.',
    invalid: 'Questo link non è valido o è scaduto. Accedi e modifica gli avvisi nel tuo account.',
  },
  fr: {
    title: 'Alertes par e-mail',
    ask: 'Ne plus envoyer les e-mails « {alert} » à {email} ?',
    confirm: 'Se désabonner',
    done: 'Vous ne recevrez plus les e-mails « {alert} » à {email}. Vous pouvez les réactiver dans votre compte, sous Alertes.',
    invalid: "Ce lien n'est pas valide ou a expiré. Connectez-vous et modifiez vos alertes dans votre compte.",
  },
  de: {
    title: 'Hinweise per E-Mail',
    ask: 'Keine E-Mails „{alert}“ mehr an {email} senden?',
    confirm: 'Abbestellen',
    done: 'Sie erhalten keine E-Mails „{alert}“ mehr an {email}. Sie können sie in Ihrem Konto unter Hinweise wieder einschalten.',
    invalid: 'Dieser Link ist ungültig oder abgelaufen. Melden Sie sich an und ändern Sie Ihre Hinweise im Konto.',
  },
};

/** @type {Record<string, Record<string, string>>} */
const ALERT_NAMES = {
  en: {
    ticket_issuance: 'Each trip',
    payment_failed: 'A payment failed',
    card_blocked: 'A card blocked or unblocked',
    max_fare: 'A maximum fare charged',
    claim_decided: 'A claim decided',
    password_changed: 'Password changed',
    new_sign_in: 'A new sign-in',
    monthly_statement: 'Monthly statement',
    concession_renewal: 'A concession to renew or run out',
  },
  it: {
    ticket_issuance: 'Ogni viaggio',
    payment_failed: 'Un pagamento non riuscito',
    card_blocked: 'Una carta bloccata o sbloccata',
    max_fare: 'Una tariffa massima addebitata',
    claim_decided: 'Una richiesta decisa',
    password_changed: 'Password cambiata',
    new_sign_in: 'Un nuovo accesso',
    monthly_statement: 'Estratto mensile',
    concession_renewal: 'Un’agevolazione da rinnovare o scaduta',
  },
  fr: {
    ticket_issuance: 'Chaque trajet',
    payment_failed: 'Un paiement échoué',
    card_blocked: 'Une carte bloquée ou débloquée',
    max_fare: 'Un tarif maximal facturé',
    claim_decided: 'Une réclamation décidée',
    password_changed: 'Mot de passe modifié',
    new_sign_in: 'Une nouvelle connexion',
    monthly_statement: 'Relevé mensuel',
    concession_renewal: 'Une réduction à renouveler ou expirée',
  },
  de: {
    ticket_issuance: 'Jede Fahrt',
    payment_failed: 'Eine fehlgeschlagene Zahlung',
    card_blocked: 'Eine gesperrte oder entsperrte Karte',
    max_fare: 'Ein berechneter Höchstfahrpreis',
    claim_decided: 'Eine entschiedene Reklamation',
    password_changed: 'Passwort geändert',
    new_sign_in: 'Eine neue Anmeldung',
    monthly_statement: 'Monatliche Abrechnung',
    concession_renewal: 'Eine Ermäßigung zu verlängern oder abgelaufen',
  },
};

/** @param {string} language @param {string} body @param {string} title */
const page = (language, title, body) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>
`;

/** What an unsubscribe token names, or null. @param {unknown} token @param {import('../db/store.mjs').Store} store */
function readUnsubscribe(token, store) {
  const claims = readHmacToken('alert-unsubscribe', token);
  if (!claims || typeof claims.a !== 'number' || !isAlertKind(claims.k)) return null;
  const account = findAccountById(store, claims.a);
  return account ? { account, kind: claims.k } : null;
}

/** @param {string} template @param {Record<string, string>} values */
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => values[key] ?? '');

/** The page of an unsubscribe link: asks to confirm (GET), or turns the alert off (POST). @param {SandboxContext} context @param {unknown} token @param {boolean} confirmed */
function unsubscribePage({ res, store }, token, confirmed) {
  const found = readUnsubscribe(token, store);
  const language = mailLanguage(found?.account.language ?? 'en');
  const texts = /** @type {Record<string, string>} */ (PAGE_TEXTS[language]);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  if (!found) return sendHtml(res, page(language, texts.title ?? '', `<p>${escapeHtml(texts.invalid ?? '')}</p>`), 400);
  const values = {
    alert: ALERT_NAMES[language]?.[found.kind] ?? found.kind,
    email: found.account.email,
  };
  const operator = findOperator(store, found.account.operator_key)?.name ?? '';
  const title = `${operator} — ${texts.title}`;
  if (confirmed) {
    setPreferences(store, found.account.id, { [found.kind]: false });
    return sendHtml(res, page(language, title, `<p role="status">${escapeHtml(fill(texts.done ?? '', values))}</p>`));
  }
  sendHtml(
    res,
    page(
      language,
      title,
      `<form method="post" action="/api/alerts/unsubscribe"><p>${escapeHtml(fill(texts.ask ?? '', values))}</p>
<input type="hidden" name="token" value="${escapeHtml(String(token))}"><button type="submit">${escapeHtml(texts.confirm ?? '')}</button></form>`,
    ),
  );
}

/** The unsubscribe page's routes: outside the x-api-key check (a mail's link carries no header). */
export const ALERT_UNSUBSCRIBE_ROUTES = {
  'GET /api/alerts/unsubscribe': (/** @type {SandboxContext} */ context) =>
    unsubscribePage(context, context.url.searchParams.get('token'), false),
  'POST /api/alerts/unsubscribe': async (/** @type {SandboxContext} */ context) => {
    const form = Object.fromEntries(await readFormBody(context.req));
    unsubscribePage(context, form.token, true);
  },
};

/** A device as the new sign-in mail names it: the browser's own words, shortened. @param {import('node:http').IncomingMessage} req */
const deviceOf = (req) => String(req.headers['user-agent'] ?? 'unknown').slice(0, 120);

/**
 * Notes a sign-in; the first from a device the account never used (after its first sign-in ever) is alerted.
 * @param {import('./context.mjs').ApiContext} context @param {{ id: number }} account
 */
export function noteSignIn({ req, store, origin, publicOrigin }, account) {
  const device = deviceOf(req);
  const key = crypto.createHash('sha256').update(device).digest('hex');
  const known = store.get('SELECT 1 AS ok FROM sign_in_devices WHERE account_id = ? AND device = ?', [account.id, key]);
  if (known) return;
  const before = store.get('SELECT 1 AS ok FROM sign_in_devices WHERE account_id = ?', [account.id]);
  store.run('INSERT INTO sign_in_devices (account_id, device, first_seen) VALUES (?, ?, ?)', [
    account.id,
    key,
    new Date().toISOString(),
  ]);
  if (!before) return;
  const when = new Date();
  sendAlert(store, {
    accountId: account.id,
    event: 'new_sign_in',
    origin: publicOrigin ?? origin,
    values: (language) => ({
      when:
        new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(when) +
        ' UTC',
      device,
    }),
  });
}
