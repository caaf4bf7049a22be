// @ts-check
/** GET {authority}/logout: ends the directory session and returns to the registered post-logout URI. */
import { escapeHtml } from '../../http/html.mjs';
import { redirect, sendHtml } from '../../http/respond.mjs';
import { renderPopupPage } from '../pages/layout.mjs';
import { message, pageLanguage } from '../pages/messages.mjs';
import { msalRedirectUri } from '../settings.mjs';
import { DIRECTORY_NAME } from './sign-in-page.mjs';

/**
 * The authority keeps no session of its own (every sign-in asks again), so signing out only has to
 * send the popup back; an unregistered post-logout URI is never followed.
 * @param {import('../routes.mjs').IdentityContext} context
 */
export function endSession({ req, res, url, origin }) {
  const params = url.searchParams;
  const target = params.get('post_logout_redirect_uri');
  if (target && target === msalRedirectUri(origin)) {
    const state = params.get('state');
    return redirect(res, state ? `${target}?${new URLSearchParams({ state })}` : target);
  }
  const language = pageLanguage([params.get('ui_locales')], req.headers['accept-language']);
  const title = message(language, 'signedOut');
  sendHtml(
    res,
    renderPopupPage({
      language,
      title,
      provider: DIRECTORY_NAME,
      body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message(language, 'closeWindow'))}</p>`,
    }),
  );
}
