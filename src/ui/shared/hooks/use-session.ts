import type { Account } from '../../../core/session/account';
import { useUiState } from '../state/ui-state';
import { useObservable } from './use-observable';

/** The signed-in rider, or null for a visitor. */
export function useSession(): Account | null {
  return useObservable(useUiState().session.account$);
}
