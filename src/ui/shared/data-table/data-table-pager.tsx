import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageInfo } from './page-info';

/** 'Showing 1–10 of 57 elements', the page and Previous/Next under a table (docs/behaviour/screens.md#data-tables). */
export const DataTablePager = memo(function DataTablePager({
  info,
  onPage,
}: {
  info: PageInfo;
  onPage: (pageIndex: number) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" role="status">
        {info.total === 0
          ? t('dataTable.none')
          : t('dataTable.info', {
              from: number.format(info.from),
              to: number.format(info.to),
              total: number.format(info.total),
              count: info.total,
            })}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={info.page <= 1} onClick={() => onPage(info.page - 2)}>
          {t('dataTable.previous')}
        </Button>
        <Text fontSize="sm">
          <VisuallyHidden>{t('dataTable.pageOf', { page: info.page, pages: info.pages })}</VisuallyHidden>
          <span aria-hidden="true">
            {info.page} / {info.pages}
          </span>
        </Text>
        <Button size="sm" variant="outline" disabled={info.page >= info.pages} onClick={() => onPage(info.page)}>
          {t('dataTable.next')}
        </Button>
      </HStack>
    </HStack>
  );
});
