// @ts-check
/** The e-mail that tells a rider their password was changed, in the rider's language, with the account page and the way to stop it. */
import { escapeHtml } from '../http/html.mjs';
import { alertTexts, unsubscribeFooter } from './alert-mail.mjs';

/** @type {Record<string, { subject: (operator: string) => string, intro: string, note: string }>} */
const TEXTS = {
  en: {
    subject: (operator) => `${operator}: your password was changed`,
    intro: 'The password of your account was changed, and every other device signed in to it was signed out.',
    note: 'If you did not change it, reset your password at once with “Password forgotten ?” on the sign-in page.',
  },
  it: {
    subject: (operator) => `${operator}: la tua password è stata cambiata`,
    intro:
      'La password del tuo account è stata cambiata e tutti gli altri dispositivi collegati al tuo account sono stati disconnessi.',
    note: 'Se non sei stato tu, reimposta subito la password con “Password dimenticata ?” nella pagina di accesso.',
  },
  fr: {
    subject: (operator) => `${operator} : votre mot de passe a été modifié`,
    intro:
      'Le mot de passe de votre compte a été modifié, et tous les autres appareils connectés à votre compte ont été déconnectés.',
    note: "Si vous n'êtes pas à l'origine de ce changement, réinitialisez tout de suite votre mot de passe avec « Mot de passe oublié ? » sur la page de connexion.",
  },
  de: {
    subject: (operator) => `${operator}: Ihr Passwort wurde geändert`,
    intro:
      'Das Passwort Ihres Kontos wurde geändert, und alle anderen Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.',
    note: 'Wenn Sie es nicht geändert haben, setzen Sie Ihr Passwort sofort mit „Passwort vergessen ?“ auf der Anmeldeseite zurück.',
  },
};

/**
 * @param {{ language: string, name: string, operator: string, page: string, unsubscribe: string }} input
 * @returns {import('../mail/templates.mjs').Mail}
 */
export function passwordChangedMail({ language, name, operator, page, unsubscribe }) {
  const texts = TEXTS[language] ?? /** @type {(typeof TEXTS)['en']} */ (TEXTS.en);
  const greeting = `${name},`;
  const open = alertTexts(language).open;
  const footer = unsubscribeFooter(language, unsubscribe);
  return {
    subject: texts.subject(operator),
    text: `${greeting}\n\n${texts.intro}\n\n${texts.note}\n\n${open}\n${page}\n\n${footer.text}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(texts.intro)}</p><p>${escapeHtml(texts.note)}</p><p><a href="${escapeHtml(page)}">${escapeHtml(open.replace(/\s*:$/, ''))}</a></p>${footer.html}`,
    links: [page, unsubscribe],
    code: null,
  };
}
