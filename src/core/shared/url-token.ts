/** A one-time token as the operator issues them: 16–512 characters, base64url-ish. */
const WELL_FORMED = /^[A-Za-z0-9_.~-]{16,512}$/;

export const isWellFormedToken = (token: string | null | undefined): token is string =>
  typeof token === 'string' && WELL_FORMED.test(token);

/** Form decoding as URLSearchParams does it; null when the escapes are broken. */
const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/**
 * Reads the one-time token from a query string and answers the query string without it
 * (every `name` parameter removed, the others kept as they were, in order), so the screen
 * can take it out of the address bar. A malformed token answers null.
 */
export function readUrlToken(search: string, name = 'token'): { token: string | null; cleanedSearch: string } {
  let token: string | null | undefined;
  const kept: string[] = [];
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = equals === -1 ? part : part.slice(0, equals);
    if (decode(key) !== name) {
      kept.push(part);
      continue;
    }
    if (token === undefined) token = equals === -1 ? null : decode(part.slice(equals + 1));
  }
  return {
    token: isWellFormedToken(token) ? token : null,
    cleanedSearch: kept.length > 0 ? `?${kept.join('&')}` : '',
  };
}
