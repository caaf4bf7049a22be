import { inertCell, toCsv, UTF8_BOM } from '../travels/csv';
import type { DataList, JsonRecord, JsonValue, RiderData } from './rider-data';

/** A file of the archive: its name and its text (UTF-8). */
export interface ArchiveFile {
  readonly name: string;
  readonly text: string;
}

/** The file each list goes to: `identityLinks` → `identity-links`. */
const fileOf = (list: DataList): string => list.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The lists that are tables as well (the others are short and nested: JSON says them better). */
const TABLES: readonly DataList[] = ['signIns', 'cards', 'trips', 'payments', 'cases'];

/** A record's fields flattened to dotted names (`BankCard.label`); a list inside is kept as its JSON text. */
function flatten(record: JsonRecord, prefix = ''): [string, string][] {
  return Object.entries(record).flatMap(([key, value]): [string, string][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value === null) return [[name, '']];
    if (Array.isArray(value)) return [[name, JSON.stringify(value)]];
    if (typeof value === 'object') return flatten(value as JsonRecord, name);
    return [[name, String(value as Exclude<JsonValue, object | null>)]];
  });
}

/** Records as a table: every field any record has is a column (in the order first met), one row per record. */
export function recordsCsv(records: readonly JsonRecord[]): string {
  const rows = records.map((record) => new Map(flatten(record)));
  const columns = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  return UTF8_BOM + toCsv([columns, ...rows.map((row) => columns.map((column) => inertCell(row.get(column) ?? '')))]);
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The archive's files (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive): a README in the rider's
 * language, every part as JSON as the operator sent it, and the lists as CSV tables.
 */
export function archiveFiles(data: RiderData, readme: string): ArchiveFile[] {
  const lists = Object.entries(data.lists) as [DataList, readonly JsonRecord[]][];
  return [
    { name: 'README.txt', text: readme },
    { name: 'account.json', text: json({ ...data.account, exported_at: data.generatedAt.toISOString() }) },
    { name: 'preferences.json', text: json(data.preferences) },
    ...lists.map(([list, records]) => ({ name: `${fileOf(list)}.json`, text: json(records) })),
    ...lists
      .filter(([list]) => TABLES.includes(list))
      .map(([list, records]) => ({ name: `${fileOf(list)}.csv`, text: recordsCsv(records) })),
  ];
}
