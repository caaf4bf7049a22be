import type { DataColumn } from './data-column';
import { matchesQuery, normaliseSearch } from './search-text';

export interface TableSort {
  readonly id: string;
  readonly desc: boolean;
}

/**
 * The rows in the order a column sorts them (stable: equal values keep the range's order). Each
 * row's sort value is read once, not per comparison: 10,000 trips sort in a few milliseconds, and rows already in
 * that order are the same array.
 */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataColumn<T>[],
  sort: TableSort | null,
): readonly T[] {
  const value = sort ? columns.find((column) => column.id === sort.id)?.sortValue : undefined;
  if (!sort || !value) return rows;
  const keys = rows.map(value);
  const direction = sort.desc ? -1 : 1;
  // Rows already in that order (a year of trips comes newest first, the table's first sort) come back as they are.
  let ordered = true;
  for (let index = 1; ordered && index < keys.length; index += 1) {
    const [before, after] = [keys[index - 1]!, keys[index]!];
    ordered = sort.desc ? !(before < after) : !(before > after);
  }
  if (ordered) return rows;
  const keyed = rows.map((row, index) => ({ row, index, key: keys[index]! }));
  keyed.sort((a, b) => (a.key < b.key ? -direction : a.key > b.key ? direction : a.index - b.index));
  return keyed.map((entry) => entry.row);
}

/** Each row's search text (what its cells show, accents and case aside), built once per range. */
export function searchIndex<T>(rows: readonly T[], columns: readonly DataColumn<T>[]): ReadonlyMap<T, string> {
  const searchable = columns.filter((column) => column.searchText);
  return new Map(
    rows.map((row) => [row, normaliseSearch(searchable.map((column) => column.searchText?.(row) ?? '').join(' '))]),
  );
}

/**
 * The sorted rows the query matches. Without a query, or before the index is built, every row:
 * the index is built after the first page shows, so a long range shows at once.
 */
export function filterRows<T>(sorted: readonly T[], index: ReadonlyMap<T, string> | null, query: string): readonly T[] {
  const wanted = normaliseSearch(query);
  if (wanted === '' || !index) return sorted;
  return sorted.filter((row) => matchesQuery(index.get(row) ?? '', wanted));
}
