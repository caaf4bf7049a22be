import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isWellFormedToken } from '../../../core/shared/one-time-token';
import { readUrlToken } from './read-url-token';
import { useNoReferrer } from '../../shared/hooks/use-no-referrer';

/** What a screen may pass to a token screen instead of a `?token=` in the address. */
export interface TokenState {
  readonly token: string;
}

const tokenInState = (state: unknown): string | undefined => {
  const token = (state as Partial<TokenState> | null | undefined)?.token;
  return typeof token === 'string' ? token : undefined;
};

/** Takes the token out of the address bar and out of the history entry's state, keeping the rest. */
function forgetToken(): void {
  const { pathname, search, hash } = window.location;
  const { cleanedSearch } = readUrlToken(search);
  const state = window.history.state as { usr?: unknown } | null;
  const inState = tokenInState(state?.usr) !== undefined;
  if (cleanedSearch === search && !inState) return;
  window.history.replaceState(inState ? { ...state, usr: null } : state, '', `${pathname}${cleanedSearch}${hash}`);
}

/**
 * The one-time token of a token screen, read once on arrival from the router state (passed by the
 * previous screen) or from `?token=` (an e-mail link), then kept in memory only: it is removed
 * from the address bar and the history at once, and the screen sends no referrer. A malformed or
 * missing token is null.
 */
export function useUrlToken(): string | null {
  const { state, search } = useLocation();
  const [token] = useState(() => {
    const passed = tokenInState(state);
    if (passed !== undefined) return isWellFormedToken(passed) ? passed : null;
    return readUrlToken(search).token;
  });
  useNoReferrer();
  // In the commit that shows the screen, before the browser paints it: a passive effect ran after the paint, and
  // after whatever read the address in between (a test that found the screen saw the token still there).
  useLayoutEffect(forgetToken, []);
  return token;
}
