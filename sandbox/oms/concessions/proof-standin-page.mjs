// @ts-check
/**
 * The providers' pages (sandbox only): the person picks a demo identity and shares what the operator asked for — a
 * date of birth, or a student status — or cancels. In the portal's four languages; works without JavaScript.
 */
import { escapeHtml } from '../../http/html.mjs';
import { hiddenInputs, renderPopupPage } from '../../identity/pages/layout.mjs';

/** @typedef {import('../../identity/pages/messages.mjs').PageLanguage} PageLanguage */

const WORDS = {
  en: {
    digitalIdentity: 'Share your date of birth',
    directory: 'Share your student status',
    intro: '{operator} asks to check your eligibility for the concession “{name}”. Only what is needed is shared.',
    choose: 'Demo person',
    born: 'born {day}',
    share: 'Share',
    cancel: 'Cancel',
    invalid: 'This request cannot be used: it is unknown, used or expired. Start again from the portal.',
    invalidTitle: 'There is a problem',
  },
  it: {
    digitalIdentity: 'Condividi la tua data di nascita',
    directory: 'Condividi il tuo stato di studente',
    intro: '{operator} chiede di verificare i requisiti per l’agevolazione «{name}». Si condivide solo il necessario.',
    choose: 'Persona demo',
    born: 'nata/o il {day}',
    share: 'Condividi',
    cancel: 'Annulla',
    invalid: 'Questa richiesta non può essere usata: è sconosciuta, già usata o scaduta. Ricomincia dal portale.',
    invalidTitle: 'C’è un problema',
  },
  fr: {
    digitalIdentity: 'Partager votre date de naissance',
    directory: 'Partager votre statut d’étudiant',
    intro: '{operator} demande à vérifier vos droits à la réduction « {name} ». Seul le nécessaire est partagé.',
    choose: 'Personne de démonstration',
    born: 'né(e) le {day}',
    share: 'Partager',
    cancel: 'Annuler',
    invalid:
      'Cette demande ne peut pas être utilisée : inconnue, déjà utilisée ou expirée. Recommencez depuis le portail.',
    invalidTitle: 'Il y a un problème',
  },
  de: {
    digitalIdentity: 'Geburtsdatum teilen',
    directory: 'Studierendenstatus teilen',
    intro: '{operator} möchte Ihre Berechtigung für die Ermäßigung „{name}“ prüfen. Nur das Nötige wird geteilt.',
    choose: 'Demo-Person',
    born: 'geboren am {day}',
    share: 'Teilen',
    cancel: 'Abbrechen',
    invalid:
      'Diese Anfrage kann nicht verwendet werden: unbekannt, bereits verwendet oder abgelaufen. Beginnen Sie im Portal neu.',
    invalidTitle: 'Es gibt ein Problem',
  },
};

/** The status words of the directory's people. */
const STATUSES = /** @type {Record<PageLanguage, Record<string, string>>} */ ({
  en: { student: 'student', staff: 'staff (not a student)' },
  it: { student: 'studente', staff: 'personale (non studente)' },
  fr: { student: 'étudiant(e)', staff: 'personnel (pas étudiant)' },
  de: { student: 'Studierende(r)', staff: 'Personal (nicht studierend)' },
});

/**
 * @param {PageLanguage} language @param {keyof typeof WORDS.en} key @param {Record<string, string>} [params]
 */
const word = (language, key, params = {}) =>
  WORDS[language][key].replace(/\{(\w+)\}/g, (whole, name) => params[name] ?? whole);

/**
 * @param {{ language: PageLanguage, proof: 'digitalIdentity' | 'directory', provider: string, path: string,
 *   state: string, operator: string, concession: string,
 *   people: import('./proof-providers.mjs').DemoPerson[] }} page
 */
export function renderProofPage({ language, proof, provider, path, state, operator, concession, people }) {
  /** @param {import('./proof-providers.mjs').DemoPerson} person */
  const detail = (person) =>
    proof === 'digitalIdentity'
      ? word(language, 'born', {
          day: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${person.birthdate}T12:00:00Z`),
          ),
        })
      : `${STATUSES[language][person.status ?? ''] ?? person.status}, ${person.institution}`;
  const options = people
    .map(
      (person, index) =>
        `<li><input type="radio" id="person-${escapeHtml(person.id)}" name="person" value="${escapeHtml(person.id)}"${index === 0 ? ' checked' : ''} style="width:auto"> <label for="person-${escapeHtml(person.id)}" style="display:inline">${escapeHtml(person.name)} — ${escapeHtml(detail(person))}</label></li>`,
    )
    .join('\n');
  const title = word(language, proof);
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(word(language, 'intro', { operator, name: concession }))}</p>
<form method="post" action="${escapeHtml(path)}?lang=${language}">${hiddenInputs([['state', state]])}
<fieldset><legend>${escapeHtml(word(language, 'choose'))}</legend><ul class="accounts">
${options}
</ul></fieldset>
<div class="actions">
<button type="submit" class="primary" name="action" value="share">${escapeHtml(word(language, 'share'))}</button>
<button type="submit" class="secondary" name="action" value="cancel">${escapeHtml(word(language, 'cancel'))}</button>
</div>
</form>`;
  return renderPopupPage({ language, title, provider, body });
}

/** The page of a state the provider cannot use. @param {PageLanguage} language @param {string} provider */
export function renderInvalidProofPage(language, provider) {
  const title = word(language, 'invalidTitle');
  return renderPopupPage({
    language,
    title,
    provider,
    body: `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(word(language, 'invalid'))}</p>`,
  });
}
