import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  PROVIDER_ANSWER_PARAMS,
  readProviderAnswer,
  type ReadProviderAnswer,
} from '../../../core/cards/provider-answer';
import { useNoReferrer } from '../hooks/use-no-referrer';

const PROVIDER_PARAMS: ReadonlySet<string> = new Set(PROVIDER_ANSWER_PARAMS);

/** The search string without the provider's parameters (the rider's own ones stay). */
export function withoutProviderParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (PROVIDER_PARAMS.has(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The provider's answer in an address's search string, or '' when it carries none. */
export function providerAnswerIn(search: string): string {
  const params = new URLSearchParams(search);
  return [...params.keys()].some((name) => PROVIDER_PARAMS.has(name)) ? search : '';
}

/** Takes the provider's answer out of the address bar, so a reload or a shared link carries nothing. */
function forgetProviderAnswer(): void {
  const { pathname, search, hash } = window.location;
  const cleaned = withoutProviderParams(search);
  if (cleaned !== search) window.history.replaceState(window.history.state, '', `${pathname}${cleaned}${hash}`);
}

/**
 * The payment provider's answer on the rider's return (docs/behaviour/screens.md#add-bank-card), read once on arrival and
 * removed from the address bar at once (docs/behaviour/rules.md#card-registration); the page sends no referrer.
 */
export function useProviderReturn(): ReadProviderAnswer {
  const { search } = useLocation();
  const [answer] = useState(() => {
    const params = new URLSearchParams(search);
    const provider = Object.fromEntries([...params].filter(([name]) => PROVIDER_PARAMS.has(name)));
    return readProviderAnswer(provider);
  });
  useNoReferrer();
  useEffect(forgetProviderAnswer, []);
  return answer;
}
