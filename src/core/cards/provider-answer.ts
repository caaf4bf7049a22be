/** What the payment provider's result code means (spec 8, card payment provider result codes). */
export type ProviderResult =
  | 'success'
  | 'denied-by-system'
  | 'denied-store-configuration'
  | 'denied-communication'
  | 'denied-by-issuer'
  | 'incorrect-card-number'
  | 'unforeseen-error'
  | 'duplicated-order'
  | 'unknown';

const RESULTS: Readonly<Record<string, ProviderResult>> = {
  '00': 'success',
  '01': 'denied-by-system',
  '02': 'denied-store-configuration',
  '03': 'denied-communication',
  '04': 'denied-by-issuer',
  '05': 'incorrect-card-number',
  '06': 'unforeseen-error',
  '07': 'duplicated-order',
};

/** The provider's answer as the rider's browser brings it back (spec 3, 7.3): a hint, never proof. */
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

/** The query parameters the provider adds on its way back; the portal removes them from the address bar. */
export const PROVIDER_ANSWER_PARAMS = [
  'ORDERID',
  'SHOPID',
  'AUTHNUMBER',
  'AMOUNT',
  'CURRENCY',
  'TRANSACTIONID',
  'ACCOUNTINGMODE',
  'AUTHORMODE',
  'RESULT',
  'TRANSACTIONTYPE',
  'PANALIAS',
  'PANALIASEXPDATE',
  'PANALIASTAIL',
  'MAC',
] as const;

export type ReadProviderAnswer =
  | { readonly kind: 'none' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'answer'; readonly answer: ProviderAnswer };

const WORD = /^[A-Za-z0-9._:-]{1,64}$/;
const optional = (value: string | undefined, pattern: RegExp): string | null | undefined =>
  value === undefined || value === '' || value === 'NULL' ? null : pattern.test(value) ? value : undefined;

/**
 * Reads the provider's answer from the return URL's parameters. No RESULT and no ORDERID: the
 * rider simply opened the page. A value out of shape (a tampered or truncated URL): malformed.
 */
export function readProviderAnswer(params: Readonly<Record<string, string>>): ReadProviderAnswer {
  const { RESULT: code, ORDERID: orderId } = params;
  if (code === undefined && orderId === undefined) return { kind: 'none' };
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
      result: RESULTS[code] ?? 'unknown',
      transactionId: transactionId ?? null,
      amount: amount ? Number(amount) : null,
      currency: currency ?? null,
      aliasPan: aliasPan ?? null,
      panTail: panTail ?? null,
    },
  };
}
