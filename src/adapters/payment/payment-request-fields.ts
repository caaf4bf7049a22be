/** The fields of a request to the card payment provider that REQ covers, in the provider's order (docs/behaviour/operator-contract.md#the-card-payment-provider). */
export const REQ_ORDER = [
  'URLMS',
  'URLDONE',
  'ORDERID',
  'SHOPID',
  'AMOUNT',
  'CURRENCY',
  'ACCOUNTINGMODE',
  'AUTHORMODE',
  'OPTIONS',
] as const;

export type ReqField = (typeof REQ_ORDER)[number];

/** REQ: `URLMS=…&URLDONE=…&ORDERID=…&…&OPTIONS=M`, the values as they are (docs/behaviour/rules.md#card-registration). */
export function reqString(fields: Readonly<Record<ReqField, string>>): string {
  return REQ_ORDER.map((name) => `${name}=${fields[name]}`).join('&');
}
