import { isWellFormedToken } from '../../../core/shared/one-time-token';

/** The key of one `key=value` part, decoded as the browser decodes it (the `&` keeps a leading `?` literal). */
const keyOf = (part: string): string | undefined => new URLSearchParams(`&${part}`).keys().next().value;

/**
 * Reads the one-time token from a query string and answers the query string without it
 * (every `name` parameter removed, the others kept as they were, in order), so the screen
 * can take it out of the address bar. A malformed token answers null.
 */
export function readUrlToken(search: string, name = 'token'): { token: string | null; cleanedSearch: string } {
  const token = new URLSearchParams(search).get(name);
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && keyOf(part) !== name);
  return {
    token: isWellFormedToken(token) ? token : null,
    cleanedSearch: kept.length > 0 ? `?${kept.join('&')}` : '',
  };
}
