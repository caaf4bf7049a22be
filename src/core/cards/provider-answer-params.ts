/**
 * The marker the operator adds to URLBACK, where the provider sends the rider who cancels on its page
 * (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required).
 */
export const CANCELLED_PARAM = 'cancelled';

/** The query parameters the provider adds on its way back; the portal removes them from the address bar. */
export const PROVIDER_ANSWER_PARAMS = [
  CANCELLED_PARAM,
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
