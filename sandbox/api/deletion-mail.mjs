// @ts-check
/** The e-mail with the code that confirms an account's deletion, in the rider's language. */
import { escapeHtml } from '../http/html.mjs';

/** @type {Record<string, { subject: (operator: string) => string, intro: string, note: string }>} */
const TEXTS = {
  en: {
    subject: (operator) => `${operator}: your code to delete your account`,
    intro: 'You asked to delete your account. Enter this code to confirm:',
    note: 'The code works once and expires in 10 minutes. If you did not ask for this, ignore this e-mail: your account stays as it is.',
  },
  it: {
    subject: (operator) => `${operator}: il codice per eliminare il tuo account`,
    intro: 'Hai chiesto di eliminare il tuo account. Inserisci questo codice per confermare:',
    note: "Il codice funziona una sola volta e scade tra 10 minuti. Se non l'hai chiesto tu, ignora questa e-mail: il tuo account resta com'è.",
  },
  fr: {
    subject: (operator) => `${operator} : votre code pour supprimer votre compte`,
    intro: 'Vous avez demandé la suppression de votre compte. Saisissez ce code pour confirmer :',
    note: "Le code ne fonctionne qu'une fois et expire dans 10 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre compte reste inchangé.",
  },
  de: {
    subject: (operator) => `${operator}: Ihr Code zum Löschen Ihres Kontos`,
    intro: 'Sie haben die Löschung Ihres Kontos angefordert. Geben Sie diesen Code zur Bestätigung ein:',
    note: 'Der Code funktioniert nur einmal und läuft in 10 Minuten ab. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt unverändert.',
  },
};

/** @param {{ language: string, name: string, operator: string, code: string }} input @returns {import('../mail/templates.mjs').Mail} */
export function deletionCodeMail({ language, name, operator, code }) {
  const texts = TEXTS[language] ?? /** @type {(typeof TEXTS)['en']} */ (TEXTS.en);
  const greeting = `${name},`;
  return {
    subject: texts.subject(operator),
    text: `${greeting}\n\n${texts.intro}\n\n${code}\n\n${texts.note}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(texts.intro)}</p><p style="font-size:1.6em;letter-spacing:.2em"><strong>${code}</strong></p><p>${escapeHtml(texts.note)}</p>`,
    links: [],
    code,
  };
}
