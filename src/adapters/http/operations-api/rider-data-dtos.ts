import { DATA_LISTS, type DataList, type JsonRecord, type RiderData } from '../../../core/data-export/rider-data';
import { isRecord } from '../client/answer-body';
import { instant } from './travel-fields';

/** The wire name of each list (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive). */
const WIRE: Readonly<Record<DataList, string>> = {
  consents: 'consents',
  identityLinks: 'identity_links',
  signIns: 'sign_ins',
  cards: 'cards',
  trips: 'trips',
  payments: 'payments',
  cases: 'cases',
};

const records = (value: unknown): JsonRecord[] | null =>
  Array.isArray(value) && value.every(isRecord) ? (value as JsonRecord[]) : null;

/** A card number with more than its last four digits shown is never archived: the answer is malformed. */
const masked = (card: JsonRecord): boolean =>
  typeof card.truncated_pan === 'string' && !/\d{13,}/.test(card.truncated_pan);

/** `{payload: export}`: the account, preferences and every list; null for anything out of shape. */
export function toRiderData(body: unknown): RiderData | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload || !isRecord(payload.account) || !isRecord(payload.preferences)) return null;
  const generatedAt = instant(payload.generated_at);
  if (!generatedAt) return null;
  const lists = {} as Record<DataList, JsonRecord[]>;
  for (const list of DATA_LISTS) {
    const read = records(payload[WIRE[list]] ?? []);
    if (!read) return null;
    lists[list] = read;
  }
  if (!lists.cards.every(masked)) return null;
  return {
    generatedAt,
    account: payload.account as JsonRecord,
    preferences: payload.preferences as JsonRecord,
    lists,
  };
}
