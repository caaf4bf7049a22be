import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ProofReturn } from '../../../core/concessions/concession';
import { useOnArrival } from '../../shared/hooks/use-on-arrival';
import { InnerPage } from '../../shared/inner-page';
import { useNoReferrer } from '../../shared/hooks/use-no-referrer';
import { PATHS } from '../../shared/paths';
import { useConcessionActions } from '../../shared/server-state/concession-actions';
import type { ProofArrival } from './proof-outcome';

const PARAMS = ['state', 'code', 'error'];
const SHAPE = /^[\w.~-]{1,512}$/;

/** The provider's answer in the return address, or null for one out of shape (a tampered or truncated address). */
export function readProofReturn(search: string): ProofReturn | null {
  const params = new URLSearchParams(search);
  const [state, code, error] = PARAMS.map((name) => params.get(name));
  if (!state || !SHAPE.test(state)) return null;
  if (code && !error && SHAPE.test(code)) return { state, code };
  if (error && !code && SHAPE.test(error)) return { state, error };
  return null;
}

/** Takes the provider's answer out of the address bar at once, so a reload or a shared link carries nothing. */
function forgetProofReturn(): void {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  for (const name of PARAMS) params.delete(name);
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}${hash}`);
}

/**
 * The rider is back from a proof provider (docs/behaviour/screens.md#discounts): its answer is read once, taken out of
 * the address bar, handed to the operator, and the discounts page says what came of it. An answer out of shape is
 * refused without a call.
 */
export function ProofReturnScreen() {
  const { t } = useTranslation('concessions', { useSuspense: true });
  const { search } = useLocation();
  const [answer] = useState(() => readProofReturn(search));
  const { complete } = useConcessionActions();
  const navigate = useNavigate();
  useNoReferrer();
  useEffect(forgetProofReturn, []);
  useOnArrival(async () => {
    const outcome = answer ? await complete(answer) : ({ kind: 'refused', reason: 'proof_invalid' } as const);
    if (!outcome) return false;
    const state: ProofArrival | null = outcome.kind === 'redirect' ? null : { proofOutcome: outcome };
    void navigate(PATHS.discounts, { replace: true, state });
    return true;
  });
  return (
    <InnerPage title={t('title')}>
      <Text role="status">{t('returning')}</Text>
    </InnerPage>
  );
}
