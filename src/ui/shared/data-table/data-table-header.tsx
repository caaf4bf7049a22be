import { Button, Table, VisuallyHidden } from '@chakra-ui/react';
import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons/chevron-down-icon';
import type { DataColumn, HideBelow } from './data-column';
import type { TableSort } from './table-rows';

export interface DataTableHeaderProps<T> {
  readonly columns: readonly DataColumn<T>[];
  readonly sort: TableSort | null;
  readonly foldBelow: HideBelow | undefined;
  readonly onSort: (columnId: string) => void;
}

/** The header row: sortable columns are buttons, and say how they sort (aria-sort). Rendered again only when the sort changes. */
export const DataTableHeader = memo(function DataTableHeader<T>({
  columns,
  sort,
  foldBelow,
  onSort,
}: DataTableHeaderProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Table.Header>
      <Table.Row>
        {foldBelow && (
          <Table.ColumnHeader hideFrom={foldBelow} width="10" pe="0">
            <VisuallyHidden>{t('dataTable.details')}</VisuallyHidden>
          </Table.ColumnHeader>
        )}
        {columns.map((column) => {
          const sorted = sort?.id === column.id ? (sort.desc ? 'desc' : 'asc') : false;
          return (
            <Table.ColumnHeader
              key={column.id}
              hideBelow={column.hideBelow ?? column.lineBelow}
              aria-sort={
                sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : column.sortValue ? 'none' : undefined
              }
            >
              {column.sortValue ? (
                <Button variant="ghost" size="xs" fontWeight="semibold" px="1" onClick={() => onSort(column.id)}>
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
  );
}) as <T>(props: DataTableHeaderProps<T>) => ReactElement;
