// @ts-check
/** The authority's sign-in page, shown in MSAL's popup. */
import { waitMinutes } from '../../auth/throttle.mjs';
import { DEMO_PASSWORD } from '../../config.mjs';
import { escapeHtml } from '../../http/html.mjs';
import { hiddenInputs, renderPopupPage } from '../pages/layout.mjs';
import { message } from '../pages/messages.mjs';
import { OIDC_PATH } from '../settings.mjs';

export const DIRECTORY_NAME = 'Enterprise directory';
/** The demo account the page suggests, per operator. */
const DEMO_ACCOUNTS = /** @type {Record<string, string>} */ ({
  enterprise: 'anna.weber@example.com',
  metro: 'giulia.rossi@example.com',
});

/**
 * @param {{ language: import('../pages/messages.mjs').PageLanguage, operatorKey: string, operatorName: string,
 *   carried: [string, string][], email: string, error: 'wrongCredentials' | 'missingCredentials' | 'tooManyAttempts' | null,
 *   retryAfterSeconds?: number }} page
 */
export function renderSignInPage({
  language,
  operatorKey,
  operatorName,
  carried,
  email,
  error,
  retryAfterSeconds = 0,
}) {
  /** @param {import('../pages/messages.mjs').MessageKey} key @param {Record<string, string>} [params] */
  const t = (key, params) => escapeHtml(message(language, key, params));
  const hidden = hiddenInputs(carried);
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const alert = error
    ? `<div class="alert" id="sign-in-error" role="alert"><strong>${t('errorTitle')}:</strong> ${t(error, { minutes: String(waitMinutes(retryAfterSeconds)) })}</div>`
    : '';
  const demo = DEMO_ACCOUNTS[operatorKey];
  const title = message(language, 'signInTitle', { operator: operatorName });
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${t('signInIntro', { operator: operatorName })}</p>
${alert}
<form method="post" action="${OIDC_PATH}/authorize" novalidate>${hidden}
<label for="email">${t('email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
<label for="password">${t('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
<div class="actions">
<button type="submit" class="primary" name="action" value="sign-in">${t('signIn')}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${t('cancel')}</button>
</div>
</form>
${demo ? `<p class="note">${t('demoAccount', { email: demo, password: DEMO_PASSWORD })}</p>` : ''}`;
  return renderPopupPage({ language, title, provider: DIRECTORY_NAME, body });
}
