import { isProviderResult, type ProviderResult } from '../../../core/cards/provider-answer';

/** What the add-card page hands the card list when the provider refused the card. */
export interface DeclinedState {
  readonly declined: ProviderResult;
}

/** The refusal in the router state, if any (anything else in the state is ignored). */
export function declinedIn(state: unknown): ProviderResult | null {
  const declined = (state as Partial<DeclinedState> | null | undefined)?.declined;
  return isProviderResult(declined) && declined !== 'success' ? declined : null;
}
