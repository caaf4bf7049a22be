import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../shared/icons/download-icon';

/**
 * 'Download CSV (112 shown)': what the list shows, every page of it, as the period, filters and
 * search left it; the label says how many rows the file holds.
 */
export function CsvButton({ shown, onDownload }: { shown: number; onDownload: () => void }) {
  const { t, i18n } = useTranslation('travels');
  return (
    <Button variant="outline" size="sm" disabled={shown === 0} onClick={onDownload}>
      <DownloadIcon />
      {t('export.button', { count: shown, shown: new Intl.NumberFormat(i18n.language).format(shown) })}
    </Button>
  );
}
