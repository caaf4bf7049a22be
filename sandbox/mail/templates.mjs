// @ts-check
/** The e-mails the sandbox sends, in the rider's language (en, it, fr, de). */
import { escapeHtml } from '../http/html.mjs';

/**
 * @typedef {{ subject: (operator: string) => string, intro: string, action: string, note: (hours: string) => string }} MailText
 * @typedef {{ greeting: (name: string) => string, hours: (count: number) => string, signature: (operator: string) => string,
 *   confirm: MailText, reset: MailText }} MailLanguage
 */

/** @satisfies {Record<string, MailLanguage>} */
const TEXTS = {
  en: {
    greeting: (name) => `Hello ${name},`,
    hours: (count) => `${count} ${count === 1 ? 'hour' : 'hours'}`,
    signature: (operator) => `The ${operator} team`,
    confirm: {
      subject: (operator) => `${operator}: confirm your e-mail address`,
      intro: 'Thank you for signing up. Open this link to confirm your e-mail address:',
      action: 'Confirm e-mail address',
      note: (hours) => `The link works once and expires in ${hours}. If you did not sign up, ignore this e-mail.`,
    },
    reset: {
      subject: (operator) => `${operator}: reset your password`,
      intro: 'We received a request to reset your password. Open this link to choose a new one:',
      action: 'Reset password',
      note: (hours) =>
        `The link works once and expires in ${hours}. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    },
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    hours: (count) => `${count} ${count === 1 ? 'ora' : 'ore'}`,
    signature: (operator) => `Il team di ${operator}`,
    confirm: {
      subject: (operator) => `${operator}: conferma il tuo indirizzo e-mail`,
      intro: 'Grazie per la registrazione. Apri questo link per confermare il tuo indirizzo e-mail:',
      action: 'Conferma indirizzo e-mail',
      note: (hours) =>
        `Il link si può usare una sola volta e scade tra ${hours}. Se non ti sei registrato, ignora questa e-mail.`,
    },
    reset: {
      subject: (operator) => `${operator}: reimposta la tua password`,
      intro:
        'Abbiamo ricevuto una richiesta di reimpostazione della password. Apri questo link per sceglierne una nuova:',
      action: 'Reimposta password',
      note: (hours) =>
        `Il link si può usare una sola volta e scade tra ${hours}. Se non l'hai richiesto, ignora questa e-mail: la tua password non cambia.`,
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    hours: (count) => `${count} ${count === 1 ? 'heure' : 'heures'}`,
    signature: (operator) => `L'équipe ${operator}`,
    confirm: {
      subject: (operator) => `${operator} : confirmez votre adresse e-mail`,
      intro: 'Merci pour votre inscription. Ouvrez ce lien pour confirmer votre adresse e-mail :',
      action: "Confirmer l'adresse e-mail",
      note: (hours) =>
        `Le lien ne fonctionne qu'une fois et expire dans ${hours}. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.`,
    },
    reset: {
      subject: (operator) => `${operator} : réinitialisez votre mot de passe`,
      intro:
        'Nous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :',
      action: 'Réinitialiser le mot de passe',
      note: (hours) =>
        `Le lien ne fonctionne qu'une fois et expire dans ${hours}. Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.`,
    },
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    hours: (count) => `${count} ${count === 1 ? 'Stunde' : 'Stunden'}`,
    signature: (operator) => `Ihr ${operator}-Team`,
    confirm: {
      subject: (operator) => `${operator}: Bestätigen Sie Ihre E-Mail-Adresse`,
      intro: 'Vielen Dank für Ihre Registrierung. Öffnen Sie diesen Link, um Ihre E-Mail-Adresse zu bestätigen:',
      action: 'E-Mail-Adresse bestätigen',
      note: (hours) =>
        `Der Link funktioniert nur einmal und läuft in ${hours} ab. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.`,
    },
    reset: {
      subject: (operator) => `${operator}: Setzen Sie Ihr Passwort zurück`,
      intro:
        'Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Öffnen Sie diesen Link, um ein neues zu wählen:',
      action: 'Passwort zurücksetzen',
      note: (hours) =>
        `Der Link funktioniert nur einmal und läuft in ${hours} ab. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
    },
  },
};

/** @typedef {{ subject: string, text: string, html: string, links: string[], code: string | null }} Mail */

/**
 * Composes a mail with one action link.
 * @param {{ kind: 'confirm' | 'reset', language: string, name: string, operator: string, link: string, ttlSeconds: number }} input
 * @returns {Mail}
 */
export function linkMail({ kind, language, name, operator, link, ttlSeconds }) {
  const texts = /** @type {MailLanguage} */ (
    Object.hasOwn(TEXTS, language) ? TEXTS[/** @type {keyof TEXTS} */ (language)] : TEXTS.en
  );
  const mail = texts[kind];
  const hours = texts.hours(Math.max(1, Math.round(ttlSeconds / 3600)));
  const subject = mail.subject(operator);
  const text = [texts.greeting(name), '', mail.intro, link, '', mail.note(hours), '', texts.signature(operator)].join(
    '\n',
  );
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body><p>${escapeHtml(texts.greeting(name))}</p><p>${escapeHtml(mail.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(mail.action)}</a></p><p>${escapeHtml(mail.note(hours))}</p>
<p>${escapeHtml(texts.signature(operator))}</p></body></html>`;
  return { subject, text, html, links: [link], code: null };
}
