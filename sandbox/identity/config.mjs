// @ts-check
/** Identity-provider and captcha settings served in the runtime configuration (filled by the identity work). */

/* eslint-disable @typescript-eslint/no-unused-vars -- the request origin is there for absolute provider URLs */

/** @param {{ origin: string }} context @returns {Record<string, unknown>} */
export function identityConfig(context) {
  return {};
}

/** @param {{ origin: string }} context @returns {Record<string, unknown>} */
export function captchaConfig(context) {
  return {};
}
