import type { Statement } from '../../../core/statements/statement';
import { STATEMENT_CSV_COLUMNS, type StatementCsvHeaders } from '../../../core/statements/statement-csv';
import { formatCalendarDay } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import type { StatementDocument } from './statement-pdf';

/** A translation function of the `records` namespace (i18next's `t`, or a test's). */
export type RecordsText = (key: string, options?: Record<string, unknown>) => string;

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: string, timeZone: string | undefined, withTime: boolean) => {
  const key = `${locale}|${timeZone ?? ''}|${withTime}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, found);
  }
  return found;
};

/**
 * Every word and value of the statement PDF in the rider's language (docs/contracts.md#statements-statements-for-a-period-for-expenses):
 * dates of payments in the operator's zone, trip times in each trip's own.
 */
export function statementDocument(
  statement: Statement,
  input: {
    readonly t: RecordsText;
    readonly locale: string;
    readonly timeZone: string;
    readonly tapKey: (key: string) => string;
  },
): StatementDocument {
  const { t, locale, timeZone } = input;
  const money = (amount: Statement['totals'][number]) => formatMoney(amount, locale);
  const { issue } = statement;
  const { vat: treatment } = issue.issuer;
  const included = statement.vatIncluded?.length ? statement.vatIncluded : [{ minor: 0, currency: 'EUR' }];
  const vat =
    treatment.kind === 'rate'
      ? included.map((amount) => t('statement.vatIncluded', { rate: treatment.percent, amount: money(amount) }))
      : [t('statement.vatExempt', { text: treatment.text })];
  return {
    formatMoney: money,
    formatDate: (date, zone) => format(locale, zone ?? timeZone, false).format(date),
    formatTime: (date, zone) => format(locale, zone, true).format(date),
    tapKey: input.tapKey,
    labels: {
      title: t('statement.title'),
      number: t('statement.number'),
      issuedOn: t('statement.issuedOn'),
      period: t('statement.period'),
      periodText: `${formatCalendarDay(issue.from, locale)} - ${formatCalendarDay(issue.to, locale)}`,
      holder: t('statement.holder'),
      vatNumber: t('statement.vatNumber'),
      card: (card) => t('statement.card', { card }),
      continued: t('statement.continued'),
      columns: [
        t('statement.columns.date'),
        t('statement.columns.reference'),
        t('statement.columns.description'),
        t('statement.columns.amount'),
      ],
      refund: t('statement.refund'),
      concession: ({ name, fullFare }) =>
        t('statement.concession', { name: name ?? t('statement.concessionUnnamed'), full: money(fullFare) }),
      cardTotal: t('statement.cardTotal'),
      total: t('statement.total'),
      vat,
      none: t('statement.none'),
      timeZone: t('statement.timeZone', { zone: timeZone }),
      colon: t('statement.colon'),
      footer: (page, pages) => t('statement.footer', { number: issue.number, page, pages }),
    },
  };
}

/** The statement CSV's header row in the rider's language. */
export const statementCsvHeaders = (t: RecordsText): StatementCsvHeaders =>
  Object.fromEntries(
    STATEMENT_CSV_COLUMNS.map((column) => [column, t(`statement.csvColumns.${column}`)]),
  ) as unknown as StatementCsvHeaders;

/** `{translated 'statement'}-{number}.pdf` (or .csv). */
export const statementFileName = (t: RecordsText, statement: Statement, extension: 'pdf' | 'csv'): string =>
  `${t('statement.fileName')}-${statement.issue.number}.${extension}`;
