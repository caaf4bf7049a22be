// @ts-check
/**
 * The sandbox's stand-in for bot protection: the one place a `captcha_token` is checked. A token is
 * good once, for two minutes, for the site key it was issued to (and, when the caller says, its action).
 */
import { UsedTokens, issueHmacToken, readHmacToken } from './hmac-token.mjs';
import { RECAPTCHA_SITE_KEY } from './settings.mjs';

const PURPOSE = 'captcha';
const TOKEN_TTL_SECONDS = 120;
const used = new UsedTokens();

/** What the stand-in's grecaptcha.execute() gets. @param {string} action @returns {string} */
export function issueCaptchaToken(action) {
  return issueHmacToken(PURPOSE, { siteKey: RECAPTCHA_SITE_KEY, action }, TOKEN_TTL_SECONDS);
}

/**
 * @param {unknown} token @param {{ action?: string }} [expected]
 * @returns {Promise<boolean>} whether the token is genuine, unused, unexpired (and for that action); it is used up
 */
export async function verifyCaptcha(token, expected = {}) {
  const claims = readHmacToken(PURPOSE, token);
  if (!claims || claims.siteKey !== RECAPTCHA_SITE_KEY) return false;
  if (expected.action !== undefined && claims.action !== expected.action) return false;
  return used.use(claims.jti, claims.exp);
}

/**
 * Field errors for a request's captcha token. The sandbox runs bot protection for every operator,
 * so a missing token is as invalid as a forged, reused or expired one.
 * @param {Record<string, unknown>} body @returns {Promise<{ path: string, msg: string }[]>}
 */
export async function captchaErrors(body) {
  return (await verifyCaptcha(body.captcha_token)) ? [] : [{ path: 'captcha_token', msg: 'invalid' }];
}
