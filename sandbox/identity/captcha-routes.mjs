// @ts-check
/** The bot-protection stand-in: its grecaptcha client script and the token it hands out. */
import { readJsonBody } from '../http/body.mjs';
import { sendJson } from '../http/respond.mjs';
import { issueCaptchaToken } from './captcha.mjs';
import { sendScript } from './serve-script.mjs';
import { CAPTCHA_PATH, RECAPTCHA_SITE_KEY } from './settings.mjs';

/** reCAPTCHA's rule for action names. */
const ACTION = /^[A-Za-z0-9_/]{1,100}$/;

/** @param {import('./routes.mjs').IdentityContext} context */
async function token({ req, res }) {
  const body = await readJsonBody(req);
  if (body.siteKey !== RECAPTCHA_SITE_KEY) return sendJson(res, 400, { error: 'Invalid site key' });
  if (typeof body.action !== 'string' || !ACTION.test(body.action))
    return sendJson(res, 400, { error: 'Invalid action' });
  sendJson(res, 200, { token: issueCaptchaToken(body.action) });
}

/** @type {Record<string, (context: import('./routes.mjs').IdentityContext) => unknown>} */
export const CAPTCHA_ROUTES = {
  [`GET ${CAPTCHA_PATH}/api.js`]: ({ res }) => sendScript(res, 'recaptcha-api.js'),
  [`POST ${CAPTCHA_PATH}/token`]: token,
};
