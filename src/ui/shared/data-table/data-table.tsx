import { Box, Skeleton, Stack, Table } from '@chakra-ui/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn, HideBelow } from './data-column';
import { DataTableHeader } from './data-table-header';
import { DataTablePager } from './data-table-pager';
import { DataTableRow, type RowTone } from './data-table-row';
import { DataTableToolbar } from './data-table-toolbar';
import { NoMatch } from './no-match';
import { pageInfo } from './page-info';
import { filterRows, searchIndex, sortRows, type TableSort } from './table-rows';

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
  /** What tells a row from the others (its route and date...): the name of the button that opens it. */
  readonly rowName?: (row: T) => string;
  readonly rowTone?: (row: T) => RowTone | undefined;
  readonly pageSizes?: readonly number[];
  readonly searchLabel?: string;
  /** Told the rows the search and order leave, every page of them (what Download CSV exports). */
  readonly onShownRows?: (rows: readonly T[]) => void;
}

const BREAKPOINTS: readonly HideBelow[] = ['sm', 'md', 'lg'];

/** The mark set when a table first shows rows (scripts/bench.mjs). */
export const FIRST_ROWS_MARK = 'tapway:first-rows';

/**
 * The portal's data table (docs/behaviour/screens.md#data-tables, ADR 10): page length, search over what the rows show, sortable
 * headers, 'X of Y elements', paging, rows that unfold their hidden columns on narrow screens. Only
 * the page is in the DOM, so a year of trips stays fluid.
 *
 * `<DataTable rows={cards} columns={cardColumns} getRowId={(card) => String(card.id)} label="Your cards"
 *   initialSort={{ id: 'date', desc: true }} empty={<NoCards />} onRowActivate={openDetails} />`
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    rows,
    columns,
    getRowId,
    label,
    empty,
    onRowActivate,
    rowName,
    rowTone,
    pageSizes = [10, 25, 50, 100],
  } = props;
  const { t } = useTranslation('common');
  const toggleLabels = useMemo(() => ({ show: t('dataTable.showDetails'), hide: t('dataTable.hideDetails') }), [t]);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TableSort | null>(props.initialSort ?? null);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: pageSizes[0] ?? 10 });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // The search index waits for the frame after the first page (a deferred render), unless a
  // search is already typed: a year of trips shows at once.
  const deferredRows = useDeferredValue(rows);
  const indexNow = deferredRows === rows || query !== '';
  const index = useMemo(() => (rows && indexNow ? searchIndex(rows, columns) : null), [rows, columns, indexNow]);
  const sorted = useMemo(() => sortRows(rows ?? [], columns, sort), [rows, columns, sort]);
  const filtered = useMemo(() => filterRows(sorted, index, query), [sorted, index, query]);
  const info = pageInfo(filtered.length, pagination.pageIndex, pagination.pageSize);
  const start = (info.page - 1) * pagination.pageSize;
  const page = filtered.slice(start, start + pagination.pageSize);
  const loaded = rows !== undefined && rows.length > 0;
  const { onShownRows } = props;
  useEffect(() => {
    if (rows !== undefined) onShownRows?.(filtered);
  }, [rows, filtered, onShownRows]);
  // A User Timing mark when rows first show: `npm run bench` times the first page against it.
  useEffect(() => {
    if (loaded) performance.mark(FIRST_ROWS_MARK);
  }, [loaded]);
  const foldBelow = [...BREAKPOINTS]
    .reverse()
    .find((breakpoint) => columns.some((column) => column.hideBelow === breakpoint));
  const sortBy = useCallback((id: string) => {
    setSort((current) => ({ id, desc: current?.id === id ? !current.desc : false }));
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }, []);
  const toggle = useCallback(
    (id: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const search = useCallback((next: string) => {
    setQuery(next);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }, []);
  const resize = useCallback((pageSize: number) => setPagination({ pageIndex: 0, pageSize }), []);
  const turn = useCallback((pageIndex: number) => setPagination((current) => ({ ...current, pageIndex })), []);
  if (rows?.length === 0) return <>{empty}</>;
  return (
    <Stack gap="4">
      <DataTableToolbar
        query={query}
        onQuery={search}
        pageSize={pagination.pageSize}
        pageSizes={pageSizes}
        onPageSize={resize}
        searchLabel={props.searchLabel}
      />
      {rows !== undefined && filtered.length === 0 && query !== '' ? (
        <NoMatch query={query} onClear={() => search('')} />
      ) : (
        <Box overflowX="auto" borderWidth="1px" rounded="md" bg="bg">
          <Table.Root size="sm" aria-label={label}>
            <DataTableHeader columns={columns} sort={sort} foldBelow={foldBelow} onSort={sortBy} />
            <Table.Body>
              {rows === undefined
                ? Array.from({ length: 5 }, (_, index) => (
                    <Table.Row key={index} aria-hidden="true">
                      {foldBelow && <Table.Cell hideFrom={foldBelow} pe="0" />}
                      {columns.map((column) => (
                        <Table.Cell key={column.id} hideBelow={column.hideBelow ?? column.lineBelow}>
                          <Skeleton height="4" />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))
                : page.map((row) => {
                    const id = getRowId(row);
                    return (
                      <DataTableRow
                        key={id}
                        row={row}
                        id={id}
                        columns={columns}
                        foldBelow={foldBelow}
                        expanded={expanded.has(id)}
                        onToggle={toggle}
                        onActivate={onRowActivate}
                        activateLabel={
                          onRowActivate && rowName
                            ? t('dataTable.rowDetails', { row: rowName(row) })
                            : t('dataTable.details')
                        }
                        tone={rowTone?.(row)}
                        toggleLabels={toggleLabels}
                      />
                    );
                  })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {rows !== undefined && <DataTablePager info={info} onPage={turn} />}
    </Stack>
  );
}
