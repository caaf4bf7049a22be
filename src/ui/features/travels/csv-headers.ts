import type { TFunction } from 'i18next';

/** Each export column's title in the rider's language (`export.<kind>.<column>`). */
export const csvHeaders = <C extends string>(
  t: TFunction<'travels'>,
  kind: 'tickets' | 'payments',
  columns: readonly C[],
): Record<C, string> =>
  Object.fromEntries(columns.map((column) => [column, t(`export.${kind}.${column}` as 'export.tickets.id')])) as Record<
    C,
    string
  >;
