/** A one-time token as the operator issues them: 16–512 characters, base64url-ish. */
const WELL_FORMED = /^[A-Za-z0-9_.~-]{16,512}$/;

/** Whether a token from a link or a screen can be one the operator issued; anything else is expired. */
export const isWellFormedToken = (token: string | null | undefined): token is string =>
  typeof token === 'string' && WELL_FORMED.test(token);
