// @ts-check
/** The account chooser both social stand-ins show in their popups: demo people or another account. */
import { waitMinutes } from '../../auth/throttle.mjs';
import { DEMO_PASSWORD } from '../../config.mjs';
import { escapeHtml } from '../../http/html.mjs';
import { DEMO_IDENTITIES, OTHER_IDENTITY } from '../demo-identities.mjs';
import { hiddenInputs, renderPopupPage } from './layout.mjs';
import { message } from './messages.mjs';

/** @typedef {'missingCredentials' | 'wrongCredentials' | 'tooManyAttempts'} ChooserError */

/**
 * @param {{ language: import('./messages.mjs').PageLanguage, provider: string, title: string, intro: string,
 *   action: string, carried: [string, string][], error?: ChooserError, values?: Record<string, string>,
 *   retryAfterSeconds?: number }} page
 */
export function renderChooserPage({
  language,
  provider,
  title,
  intro,
  action,
  carried,
  error,
  values = {},
  retryAfterSeconds = 0,
}) {
  /** @param {import('./messages.mjs').MessageKey} key */
  const t = (key) => escapeHtml(message(language, key));
  const hidden = hiddenInputs(carried);
  const people = DEMO_IDENTITIES.map(
    (person) => `<li><button type="submit" name="pick" value="${escapeHtml(person.email)}">
${escapeHtml(`${person.givenName} ${person.familyName}`)} – ${escapeHtml(person.email)}</button></li>`,
  ).join('');
  const invalid = error ? ' aria-invalid="true" aria-describedby="credentials-error"' : '';
  /** @param {string} name @param {import('./messages.mjs').MessageKey} label @param {string} extra */
  const field = (name, label, extra) => `<label for="${name}">${t(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${extra}>`;
  /** @param {string} content */
  const form = (content) => `<form method="post" action="${escapeHtml(action)}" novalidate>${hidden}${content}</form>`;
  const body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>
${form(`<ul class="accounts" aria-label="${escapeHtml(title)}">${people}</ul>`)}
<h2>${t('useAnother')}</h2>
${error ? `<div class="alert" id="credentials-error" role="alert">${escapeHtml(message(language, error, { minutes: String(waitMinutes(retryAfterSeconds)) }))}</div>` : ''}
${form(`${field('email', 'email', `type="email" autocomplete="username"${invalid}`)}
<label for="password">${t('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password"${invalid}>
<p class="note">${escapeHtml(message(language, 'demoAccount', { email: OTHER_IDENTITY.email, password: DEMO_PASSWORD }))}</p>
<div class="actions">
<button type="submit" class="primary" name="action" value="other">${t('continue')}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${t('cancel')}</button>
</div>`)}`;
  return renderPopupPage({ language, title, provider, body });
}

/**
 * The person the chooser's form picked, or 'cancel', or why another account could not sign in: the
 * provider's own accounts only, each with its password (a typed address alone proves nothing).
 * `signIn` checks the password (the routes throttle it).
 * @param {URLSearchParams} form
 * @param {(email: string, password: string) => Promise<import('../demo-identities.mjs').DemoIdentity | undefined>} signIn
 * @returns {Promise<import('../demo-identities.mjs').DemoIdentity | 'cancel' | 'missingCredentials' | 'wrongCredentials'>}
 */
export async function chosenIdentity(form, signIn) {
  if (form.get('action') === 'cancel') return 'cancel';
  const picked = DEMO_IDENTITIES.find((person) => person.email === form.get('pick'));
  if (picked) return picked;
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  if (!email || !password) return 'missingCredentials';
  return (await signIn(email, password)) ?? 'wrongCredentials';
}
