/**
 * The longest values the operator takes (it answers `invalid` beyond them; the sandbox's rules,
 * sandbox/api/validation.mjs): the inputs stop there, so a rider never meets the error.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
