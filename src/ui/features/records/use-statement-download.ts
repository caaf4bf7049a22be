import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrepareStatement } from '../../../core/statements/prepare-statement';
import { withFaresIn } from '../../../core/statements/statement';
import { statementCsv } from '../../../core/statements/statement-csv';
import type { DateRange } from '../../../core/travels/date-range';
import type { CalendarDay } from '../../../core/shared/calendar-day';
import { formatMonth } from '../../../core/shared/format-date-time';
import { Clock } from '../../../core/shared/clock';
import { dayInZone } from '../../../core/travels/journey-days';
import { firstStatementDay, STATEMENT_HISTORY_MONTHS } from '../../../../contract/operator-rules.mjs';
import { browserTimeZone } from '../../shared/device-time-zone';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { downloadFile } from '../../shared/download-file';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOperator } from '../../shared/operator-context';
import { useReadConcessionNames } from '../../shared/server-state/concessions-queries';
import { useToasts } from '../../shared/toaster';
import { statementCsvHeaders, statementDocument, statementFileName, type RecordsText } from './statement-document';

const KNOWN_KEYS = new Set(['station', 'line', 'gate']);

/**
 * The statement of a period as a PDF or a CSV (docs/contracts.md#statements-statements-for-a-period-for-expenses): the
 * operator numbers it, the PDF library loads only now. A period the operator refuses is said in a toast (one outside the
 * history it keeps, with the first month it still numbers, counted from the operator's today, which `onToday` hears).
 */
export function useStatementDownload(aliasPans: readonly string[], onToday: (today: CalendarDay) => void) {
  const { t, i18n } = useTranslation('records');
  const text: RecordsText = (key, options) => t(key, { ns: 'records', ...options });
  const locale = useAccountLocale();
  const operatorZone = useOperator().timeZone ?? browserTimeZone();
  const prepare = useUseCase(PrepareStatement);
  const clock = useUseCase(Clock);
  const toasts = useToasts();
  const concessionNames = useReadConcessionNames();
  const run = useAction();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const download = async (range: DateRange, kind: 'pdf' | 'csv') => {
    setBusy(kind);
    try {
      // A failure of the calls opens the error modal (useAction); one of the files' making is said in a toast.
      const answer = await run(() => prepare.execute({ range, aliasPans }));
      if (!answer) return;
      if (answer.kind === 'refused') {
        // The day may have moved on since the page opened: the list follows the operator's today; the month chosen stays.
        const today = dayInZone(clock.now(), operatorZone);
        onToday(today);
        const first = formatMonth(firstStatementDay(today), locale, 'long', i18n.language);
        toasts.notify(
          answer.reason === 'outside_history'
            ? // The month of today and the ones before it that the operator keeps.
              text('statement.outsideHistory', { first, months: STATEMENT_HISTORY_MONTHS + 1 })
            : text('statement.badPeriod'),
          'error',
        );
        return;
      }
      const statement = withFaresIn(answer.statement, i18n.language, await concessionNames());
      if (kind === 'csv') {
        const csv = statementCsv(statement, statementCsvHeaders(text), operatorZone);
        downloadFile(statementFileName(text, statement, 'csv'), csv, 'text/csv;charset=utf-8');
        return;
      }
      const { statementPdf } = await import('./statement-pdf');
      const tapKey = (key: string) => (KNOWN_KEYS.has(key) ? t(`taps.${key}`) : key);
      const document = statementDocument(statement, { t: text, locale, timeZone: operatorZone, tapKey });
      downloadFile(statementFileName(text, statement, 'pdf'), statementPdf(statement, document), 'application/pdf');
    } catch {
      toasts.notify(text('statement.failed'), 'error');
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
