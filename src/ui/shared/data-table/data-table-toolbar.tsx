import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface DataTableToolbarProps {
  readonly query: string;
  readonly onQuery: (query: string) => void;
  readonly pageSize: number;
  readonly pageSizes: readonly number[];
  readonly onPageSize: (size: number) => void;
  readonly searchLabel?: string;
}

/** The page-length menu and the search box above a table (docs/behaviour/screens.md#data-tables). */
export const DataTableToolbar = memo(function DataTableToolbar({
  query,
  onQuery,
  pageSize,
  pageSizes,
  onPageSize,
  searchLabel,
}: DataTableToolbarProps) {
  const { t } = useTranslation('common');
  const sizeId = useId();
  return (
    <HStack justify="space-between" align="end" gap="4" wrap="wrap">
      <Field.Root width="auto">
        <Field.Label htmlFor={sizeId} fontSize="sm">
          {t('dataTable.rowsPerPage')}
        </Field.Label>
        <NativeSelect.Root size="sm" width="24">
          <NativeSelect.Field
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator aria-hidden="true" />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width={{ base: 'full', sm: '64' }}>
        <Field.Label fontSize="sm">{searchLabel ?? t('dataTable.search')}</Field.Label>
        <Input type="search" size="sm" value={query} onChange={(event) => onQuery(event.currentTarget.value)} />
      </Field.Root>
    </HStack>
  );
});
