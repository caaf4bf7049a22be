import { Heading, Stack, Text } from '@chakra-ui/react';
import { BusyButton } from '../../shared/busy-button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrepareDataArchive } from '../../../core/data-export/prepare-data-archive';
import { formatCalendarDay } from '../../../core/shared/format-date-time';
import { dayInZone } from '../../../core/travels/journey-days';
import { browserTimeZone } from '../../shared/device-time-zone';
import { useUseCase } from '../../shared/di/use-use-case';
import { downloadFile } from '../../shared/download-file';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useAction } from '../../shared/hooks/use-action';
import { useOperator } from '../../shared/operator-context';
import { useToasts } from '../../shared/toaster';

/**
 * "Download my data" in Account (GDPR articles 15 and 20: docs/contracts.md#dataexport-the-riders-own-data-as-an-archive):
 * the operator's records as JSON and CSV files in one ZIP, zipped off the main thread (fflate loads now).
 */
export function DataExportPanel() {
  const { t } = useTranslation('records', { useSuspense: true });
  const prepare = useUseCase(PrepareDataArchive);
  const operator = useOperator();
  const zone = operator.timeZone ?? browserTimeZone();
  const locale = useAccountLocale();
  const toasts = useToasts();
  const run = useAction();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const download = async () => {
    setBusy(true);
    try {
      // A failure of the call opens the error modal (useAction); the archive's making failing is said in a toast.
      const answer = await run(() =>
        prepare.execute((data) =>
          t('myData.readme', {
            operator: operator.name,
            date: formatCalendarDay(dayInZone(data.generatedAt, zone), locale),
          }),
        ),
      );
      if (!answer) return;
      if (answer.kind !== 'files') throw new Error('not offered');
      const { zipFiles } = await import('./zip-files');
      const bytes = await zipFiles(answer.files, answer.data.generatedAt);
      const day = dayInZone(answer.data.generatedAt, zone);
      downloadFile(`${t('myData.fileName')}-${day}.zip`, bytes as Uint8Array<ArrayBuffer>, 'application/zip');
      toasts.notify(t('myData.ready'), 'success');
    } catch {
      toasts.notify(t('myData.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" size="md" id={headingId}>
        {t('myData.heading')}
      </Heading>
      <Text>{t('myData.intro')}</Text>
      <BusyButton
        alignSelf="start"
        variant="outline"
        busy={busy}
        busyText={t('myData.preparing')}
        onClick={() => void download()}
      >
        {t('myData.download')}
      </BusyButton>
    </Stack>
  );
}
