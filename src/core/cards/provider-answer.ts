import { CANCELLED_PARAM } from './provider-answer-params';

// The parameters' names live apart, so that a page's frame can test an address without this reader.
export { CANCELLED_PARAM, PROVIDER_ANSWER_PARAMS } from './provider-answer-params';

/** The provider's result codes (docs/behaviour/rules.md#provider-result-codes): what each means, and its wording in the payments/save call. */
export const PROVIDER_RESULT_CODES = [
  { code: '00', result: 'success', message: 'Success' },
  { code: '01', result: 'denied-by-system', message: 'Denied by the system' },
  { code: '02', result: 'denied-store-configuration', message: 'Denied due to store configuration issues' },
  {
    code: '03',
    result: 'denied-communication',
    message: 'Denied due to communication issues with the authorization',
  },
  { code: '04', result: 'denied-by-issuer', message: 'Denied by card issuer' },
  { code: '05', result: 'incorrect-card-number', message: 'Denied due to incorrect card number' },
  { code: '06', result: 'unforeseen-error', message: 'Unforeseen error during processing of request' },
  { code: '07', result: 'duplicated-order', message: 'Duplicated order' },
] as const;

/** What the provider's result code means; 'unknown' for a code outside the list. */
export type ProviderResult = (typeof PROVIDER_RESULT_CODES)[number]['result'] | 'unknown';

/** Every result, 'unknown' last. */
export const PROVIDER_RESULTS: readonly ProviderResult[] = [
  ...PROVIDER_RESULT_CODES.map((entry) => entry.result),
  'unknown',
];

export const isProviderResult = (value: unknown): value is ProviderResult =>
  typeof value === 'string' && (PROVIDER_RESULTS as readonly string[]).includes(value);

/** The result's wording, as the payments/save call carries it (docs/behaviour/rules.md#failures). */
export const resultMessage = (result: ProviderResult): string =>
  PROVIDER_RESULT_CODES.find((entry) => entry.result === result)?.message ?? 'Unknown';

const resultOfCode = (code: string): ProviderResult =>
  PROVIDER_RESULT_CODES.find((entry) => entry.code === code)?.result ?? 'unknown';

/** The provider's answer as the rider's browser brings it back (docs/contracts.md#answer-shapes-product-api): a hint, never proof. */
export interface ProviderAnswer {
  readonly orderId: string;
  readonly result: ProviderResult;
  readonly code: string;
  readonly transactionId: string | null;
  /** Minor units (cents). */
  readonly amount: number | null;
  readonly currency: string | null;
  /** The card's alias pan (PANALIAS), as BankCard.aliasPan names it. */
  readonly aliasPan: string | null;
  /** The card number's last four digits (PANALIASTAIL). */
  readonly panTail: string | null;
}

export type ReadProviderAnswer =
  | { readonly kind: 'none' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'answer'; readonly answer: ProviderAnswer };

const WORD = /^[A-Za-z0-9._:-]{1,64}$/;
const optional = (value: string | undefined, pattern: RegExp): string | null | undefined =>
  value === undefined || value === '' || value === 'NULL' ? null : pattern.test(value) ? value : undefined;

/**
 * Reads the provider's answer from the return URL's parameters. No RESULT and no ORDERID: the rider
 * cancelled on the provider's page (URLBACK's marker) or simply opened the page. A value out of shape
 * (a tampered or truncated URL): malformed.
 */
export function readProviderAnswer(params: Readonly<Record<string, string>>): ReadProviderAnswer {
  const { RESULT: code, ORDERID: orderId } = params;
  if (code === undefined && orderId === undefined)
    return params[CANCELLED_PARAM] === '1' ? { kind: 'cancelled' } : { kind: 'none' };
  if (code === undefined || !/^\d{2}$/.test(code) || orderId === undefined || !WORD.test(orderId))
    return { kind: 'malformed' };
  const transactionId = optional(params.TRANSACTIONID, WORD);
  const amount = optional(params.AMOUNT, /^\d{1,9}$/);
  const currency = optional(params.CURRENCY, /^\d{3}$|^[A-Z]{3}$/);
  const aliasPan = optional(params.PANALIAS, WORD);
  const panTail = optional(params.PANALIASTAIL, /^\d{4}$/);
  if ([transactionId, amount, currency, aliasPan, panTail].includes(undefined)) return { kind: 'malformed' };
  return {
    kind: 'answer',
    answer: {
      orderId,
      code,
      result: resultOfCode(code),
      transactionId: transactionId ?? null,
      amount: amount ? Number(amount) : null,
      currency: currency ?? null,
      aliasPan: aliasPan ?? null,
      panTail: panTail ?? null,
    },
  };
}
