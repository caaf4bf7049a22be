import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../shared/icons/download-icon';

/** 'Download CSV': the whole loaded period (every page), as the list's filters chose it. */
export function CsvButton({ disabled, onDownload }: { disabled: boolean; onDownload: () => void }) {
  const { t } = useTranslation('travels');
  return (
    <Button variant="outline" size="sm" disabled={disabled} onClick={onDownload}>
      <DownloadIcon />
      {t('export.button')}
    </Button>
  );
}
