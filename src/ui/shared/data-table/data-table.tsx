import { Box, Button, Skeleton, Stack, Table } from '@chakra-ui/react';
import { getCoreRowModel, getPaginationRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons/chevron-down-icon';
import type { DataColumn, HideBelow } from './data-column';
import { DataTablePager } from './data-table-pager';
import { DataTableRow, type RowTone } from './data-table-row';
import { DataTableToolbar } from './data-table-toolbar';
import { pageInfo } from './page-info';
import { matchesQuery, normaliseSearch } from './search-text';

export interface DataTableProps<T> {
  /** The whole range's rows; undefined while they load (a skeleton shows). */
  readonly rows: readonly T[] | undefined;
  readonly columns: readonly DataColumn<T>[];
  readonly getRowId: (row: T) => string;
  /** The table's accessible name. */
  readonly label: string;
  readonly initialSort?: { readonly id: string; readonly desc: boolean };
  /** What shows when the range holds no row at all. */
  readonly empty: ReactNode;
  readonly onRowActivate?: (row: T) => void;
  readonly rowTone?: (row: T) => RowTone | undefined;
  readonly pageSizes?: readonly number[];
  readonly searchLabel?: string;
}

const BREAKPOINTS: readonly HideBelow[] = ['sm', 'md', 'lg'];

/** The mark set when a table first shows rows (scripts/bench.mjs). */
export const FIRST_ROWS_MARK = 'tapway:first-rows';

/**
 * The portal's data table (spec 2.8, ADR 11): page length, search over what the rows show, sortable
 * headers, 'X of Y elements', paging, rows that unfold their hidden columns on narrow screens. Only
 * the page is in the DOM, so a year of trips stays fluid.
 *
 * `<DataTable rows={cards} columns={cardColumns} getRowId={(card) => String(card.id)} label="Your cards"
 *   initialSort={{ id: 'date', desc: true }} empty={<NoCards />} onRowActivate={openDetails} />`
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, getRowId, label, empty, onRowActivate, rowTone, pageSizes = [10, 25, 50, 100] } = props;
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ? [props.initialSort] : []);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: pageSizes[0] ?? 10 });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const searchIndex = useMemo(
    () => (rows ?? []).map((row) => ({ row, text: normaliseSearch(columns.map((column) => column.searchText?.(row) ?? '').join(' ')) })),
    [rows, columns],
  );
  const filtered = useMemo(() => {
    const wanted = normaliseSearch(query);
    return searchIndex.filter((entry) => matchesQuery(entry.text, wanted)).map((entry) => entry.row);
  }, [searchIndex, query]);
  const definitions = useMemo<ColumnDef<T>[]>(
    () => columns.map((column) => ({ id: column.id, accessorFn: column.sortValue ?? (() => 0), enableSorting: Boolean(column.sortValue), sortDescFirst: false })),
    [columns],
  );
  // The table's state lives in this component; nothing memoises what useReactTable returns.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: filtered,
    columns: definitions,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });
  const loaded = rows !== undefined && rows.length > 0;
  // A User Timing mark when rows first show: `npm run bench` times the first page against it.
  useEffect(() => {
    if (loaded) performance.mark(FIRST_ROWS_MARK);
  }, [loaded]);
  const foldBelow = [...BREAKPOINTS].reverse().find((breakpoint) => columns.some((column) => column.hideBelow === breakpoint));
  const info = pageInfo(filtered.length, pagination.pageIndex, pagination.pageSize);
  if (rows?.length === 0) return <>{empty}</>;
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Stack gap="4">
      <DataTableToolbar
        query={query}
        onQuery={(next) => {
          setQuery(next);
          setPagination((page) => ({ ...page, pageIndex: 0 }));
        }}
        pageSize={pagination.pageSize}
        pageSizes={pageSizes}
        onPageSize={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
        searchLabel={props.searchLabel}
      />
      <Box overflowX="auto" borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              {foldBelow && <Table.ColumnHeader hideFrom={foldBelow} width="10" aria-label={t('dataTable.details')} />}
              {columns.map((column) => {
                const sorted = table.getColumn(column.id)?.getIsSorted() ?? false;
                return (
                  <Table.ColumnHeader key={column.id} hideBelow={column.hideBelow} aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : column.sortValue ? 'none' : undefined}>
                    {column.sortValue ? (
                      <Button variant="ghost" size="xs" fontWeight="semibold" px="1" onClick={() => table.getColumn(column.id)?.toggleSorting(sorted === 'asc')}>
                        {column.header}
                        {sorted && <ChevronDownIcon transform={sorted === 'asc' ? 'rotate(180deg)' : undefined} />}
                      </Button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows === undefined
              ? Array.from({ length: 5 }, (_, index) => (
                  <Table.Row key={index} aria-hidden="true">
                    {foldBelow && <Table.Cell hideFrom={foldBelow} />}
                    {columns.map((column) => (
                      <Table.Cell key={column.id} hideBelow={column.hideBelow}>
                        <Skeleton height="4" />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              : table.getRowModel().rows.map((row) => (
                  <DataTableRow
                    key={row.id}
                    row={row.original}
                    columns={columns}
                    foldBelow={foldBelow}
                    expanded={expanded.has(row.id)}
                    onToggle={() => toggle(row.id)}
                    onActivate={onRowActivate}
                    tone={rowTone?.(row.original)}
                  />
                ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {rows !== undefined && <DataTablePager info={info} onPage={(pageIndex) => setPagination((page) => ({ ...page, pageIndex }))} />}
    </Stack>
  );
}
