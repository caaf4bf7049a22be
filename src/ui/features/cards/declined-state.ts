import type { ProviderResult } from '../../../core/cards/provider-answer';

/** What the add-card page hands the card list when the provider refused the card. */
export interface DeclinedState {
  readonly declined: ProviderResult;
}

const RESULTS: ReadonlySet<string> = new Set<ProviderResult>([
  'denied-by-system',
  'denied-store-configuration',
  'denied-communication',
  'denied-by-issuer',
  'incorrect-card-number',
  'unforeseen-error',
  'duplicated-order',
  'unknown',
]);

/** The refusal in the router state, if any (anything else in the state is ignored). */
export function declinedIn(state: unknown): ProviderResult | null {
  const declined = (state as Partial<DeclinedState> | null | undefined)?.declined;
  return typeof declined === 'string' && RESULTS.has(declined) ? (declined as ProviderResult) : null;
}
