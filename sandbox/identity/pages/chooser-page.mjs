// @ts-check
/** The account chooser both social stand-ins show in their popups: demo people or another account. */
import { escapeHtml } from '../../http/html.mjs';
import { DEMO_IDENTITIES } from '../demo-identities.mjs';
import { hiddenInputs, renderPopupPage } from './layout.mjs';
import { message } from './messages.mjs';

/**
 * @param {{ language: import('./messages.mjs').PageLanguage, provider: string, title: string, intro: string,
 *   action: string, carried: [string, string][], error?: boolean, values?: Record<string, string> }} page
 */
export function renderChooserPage({ language, provider, title, intro, action, carried, error = false, values = {} }) {
  /** @param {import('./messages.mjs').MessageKey} key */
  const t = (key) => escapeHtml(message(language, key));
  const hidden = hiddenInputs(carried);
  const people = DEMO_IDENTITIES.map((person) => `<li><button type="submit" name="pick" value="${escapeHtml(person.email)}">
${escapeHtml(`${person.givenName} ${person.familyName}`)} – ${escapeHtml(person.email)}</button></li>`).join('');
  const invalid = error ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  /** @param {string} name @param {import('./messages.mjs').MessageKey} label @param {string} extra */
  const field = (name, label, extra) => `<label for="${name}">${t(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${extra}>`;
  /** @param {string} content */
  const form = (content) => `<form method="post" action="${escapeHtml(action)}" novalidate>${hidden}${content}</form>`;
  const body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>
${form(`<ul class="accounts" aria-label="${escapeHtml(title)}">${people}</ul>`)}
<h2>${t('useAnother')}</h2>
${error ? `<div class="alert" id="email-error" role="alert">${t('invalidEmail')}</div>` : ''}
${form(`${field('email', 'email', `type="email" autocomplete="email"${invalid}`)}
${field('given_name', 'firstName', 'autocomplete="given-name"')}
${field('family_name', 'lastName', 'autocomplete="family-name"')}
<div class="actions">
<button type="submit" class="primary" name="action" value="other">${t('continue')}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${t('cancel')}</button>
</div>`)}`;
  return renderPopupPage({ language, title, provider, body });
}

/**
 * The person the chooser's form picked, or 'cancel', or 'invalid' when another account's e-mail is wrong.
 * @param {URLSearchParams} form @param {(value: string) => boolean} isEmail
 * @returns {import('../demo-identities.mjs').DemoIdentity | 'cancel' | 'invalid'}
 */
export function chosenIdentity(form, isEmail) {
  if (form.get('action') === 'cancel') return 'cancel';
  const picked = DEMO_IDENTITIES.find((person) => person.email === form.get('pick'));
  if (picked) return picked;
  const email = (form.get('email') ?? '').trim();
  if (!isEmail(email)) return 'invalid';
  const [local = ''] = email.split('@');
  return {
    email,
    givenName: (form.get('given_name') ?? '').trim() || local,
    familyName: (form.get('family_name') ?? '').trim(),
  };
}
