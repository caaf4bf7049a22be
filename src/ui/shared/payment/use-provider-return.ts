import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readProviderAnswer, type ReadProviderAnswer } from '../../../core/cards/provider-answer';
import { useNoReferrer } from '../hooks/use-no-referrer';
import { isProviderParam, withoutProviderParams } from './provider-params';

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
  const params = useProviderReturnParams();
  const [answer] = useState(() => readProviderAnswer(params));
  return answer;
}

/** The provider's parameters as they came back, read once and removed from the address bar (a signed answer to redeem). */
export function useProviderReturnParams(): Readonly<Record<string, string>> {
  const { search } = useLocation();
  const [params] = useState(() =>
    Object.fromEntries([...new URLSearchParams(search)].filter(([name]) => isProviderParam(name))),
  );
  useNoReferrer();
  useEffect(forgetProviderAnswer, []);
  return params;
}
