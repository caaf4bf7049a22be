import { PROVIDER_ANSWER_PARAMS } from '../../../core/cards/provider-answer-params';

// Apart from the answer's reader (use-provider-return.ts): the page frame keys its screen by these, on every page.
const PROVIDER_PARAMS: ReadonlySet<string> = new Set(PROVIDER_ANSWER_PARAMS);

/** Whether a query parameter is one the payment provider adds on its way back. */
export const isProviderParam = (name: string): boolean => PROVIDER_PARAMS.has(name);

/** The search string without the provider's parameters (the rider's own ones stay). */
export function withoutProviderParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (isProviderParam(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The provider's answer in an address's search string, or '' when it carries none. */
export function providerAnswerIn(search: string): string {
  const params = new URLSearchParams(search);
  return [...params.keys()].some(isProviderParam) ? search : '';
}
