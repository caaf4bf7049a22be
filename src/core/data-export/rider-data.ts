/** A JSON value as the operator sent it: the archive keeps the records as they came (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive). */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonRecord = { readonly [key: string]: JsonValue };

/** The lists of the export, each a file of its own (and a table). */
export const DATA_LISTS = ['consents', 'identityLinks', 'signIns', 'cards', 'trips', 'payments', 'cases'] as const;
export type DataList = (typeof DATA_LISTS)[number];

/**
 * Everything the operator holds about the rider (GDPR articles 15 and 20): the account and its preferences as records,
 * and every list (consents, linked sign-in providers, sign-ins, masked cards, trips, payments, cases) as records.
 */
export interface RiderData {
  readonly generatedAt: Date;
  readonly account: JsonRecord;
  readonly preferences: JsonRecord;
  readonly lists: Readonly<Record<DataList, readonly JsonRecord[]>>;
}
