// @ts-check
/** The sandbox's stand-in for bot protection: the one place a `captcha_token` is checked. */

/** @param {unknown} token @returns {Promise<boolean>} */
export async function verifyCaptcha(token) {
  return typeof token === 'string' && token.length > 0;
}

/**
 * Field errors for a request's captcha token. A missing token is accepted for now.
 * @param {Record<string, unknown>} body @returns {Promise<{ path: string, msg: string }[]>}
 */
export async function captchaErrors(body) {
  const token = body.captcha_token;
  if (token === undefined || token === null || token === '') return [];
  return (await verifyCaptcha(token)) ? [] : [{ path: 'captcha_token', msg: 'invalid' }];
}
