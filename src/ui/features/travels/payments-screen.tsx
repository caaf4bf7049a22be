import { HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_STATUSES, type Payment, type StatusFilter as Statuses } from '../../../core/travels/payment';
import { csvFileName, PAYMENT_CSV_COLUMNS, paymentsCsv } from '../../../core/travels/travel-csv';
import { DataTable } from '../../shared/data-table/data-table';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { InnerPage } from '../../shared/inner-page';
import { useProviderReturn } from '../../shared/payment/use-provider-return';
import { QueryState } from '../../shared/query/query-state';
import { FeatureSlot } from '../../shared/routing/feature-slots';
import { usePaymentsQuery } from '../../shared/server-state/travels-queries';
import { CsvButton } from './csv-button';
import { csvHeaders } from './csv-headers';
import { DateRangeControl } from './date-range-control';
import { downloadFile } from '../../shared/download-file';
import { EmptyTravels } from './empty-travels';
import { FindCharge } from './find-charge';
import { paymentColumns, paymentName } from './payment-columns';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { statusName, statusTone } from './payment-status';
import { ReceiptDialog } from './receipt-dialog';
import { StatusFilter } from './status-filter';
import { useRangeChoice } from './use-range-choice';

/** The rider's payments (docs/behaviour/screens.md#payments): a period and statuses, the table, details, receipts, a CSV. */
export function PaymentsScreen() {
  const { t } = useTranslation('travels', { useSuspense: true });
  const { t: common } = useTranslation('common', { useSuspense: true });
  const locale = useAccountLocale();
  // Where the provider brings the rider back from a settlement: its answer leaves the address at once.
  const providerAnswer = useProviderReturn();
  const { preset, range, today, choose } = useRangeChoice();
  const [statuses, setStatuses] = useState<Statuses>(ALL_STATUSES);
  const query = usePaymentsQuery(range, statuses);
  const [details, setDetails] = useState<Payment | null>(null);
  const [shown, setShown] = useState<readonly Payment[]>([]);
  const [receipt, setReceipt] = useState<string | null>(null);
  const openReceipt = (payment: Payment) => {
    setDetails(null);
    setReceipt(payment.shortId);
  };
  const columns = useMemo(() => paymentColumns(t, locale, common('device'), openReceipt), [t, locale, common]);
  const filtered = !statuses.succeeded || !statuses.failed;
  const table = (rows: Payment[] | undefined) => (
    <DataTable
      key={`${range.from}/${range.to}/${statuses.succeeded}/${statuses.failed}`}
      rows={rows}
      columns={columns}
      getRowId={paymentId}
      label={t('payments.tableLabel')}
      initialSort={{ id: 'updated', desc: true }}
      rowTone={(payment) => statusTone(payment.status)}
      empty={
        <EmptyTravels
          message={t(filtered ? 'payments.emptyFiltered' : 'payments.empty')}
          onWiden={preset === 'last12Months' ? undefined : () => choose('last12Months')}
        />
      }
      onRowActivate={setDetails}
      rowName={paymentName(t, locale)}
      searchLabel={t('payments.search')}
      onShownRows={setShown}
    />
  );
  const exportCsv = (payments: readonly Payment[]) =>
    downloadFile(
      csvFileName('payments', range),
      paymentsCsv(payments, csvHeaders(t, 'payments', PAYMENT_CSV_COLUMNS), (payment) => statusName(t, payment.status)),
      'text/csv;charset=utf-8',
    );
  return (
    <InnerPage title={t('payments.title')} wide>
      <Stack gap="5">
        <FeatureSlot name="pendingPayments" />
        <HStack justify="space-between" align="end" gap="4" wrap="wrap">
          <HStack gap="8" align="end" wrap="wrap">
            <DateRangeControl preset={preset} range={range} today={today} onChoose={choose} />
            <StatusFilter value={statuses} onChange={setStatuses} />
          </HStack>
          <CsvButton shown={query.data ? shown.length : 0} onDownload={() => exportCsv(shown)} />
        </HStack>
        <FindCharge today={today} onOpen={setDetails} />
        <FeatureSlot name="capProgress" />
        <QueryState query={query} loading={table(undefined)}>
          {(payments) => table(payments)}
        </QueryState>
        <FeatureSlot name="paymentRecords" />
      </Stack>
      {details && <PaymentDetailsDialog payment={details} onClose={() => setDetails(null)} onReceipt={openReceipt} />}
      {receipt && <ReceiptDialog shortId={receipt} onClose={() => setReceipt(null)} />}
      {providerAnswer.kind !== 'none' && <FeatureSlot name="settlementReturn" answer={providerAnswer} />}
    </InnerPage>
  );
}

const paymentId = (payment: Payment) => payment.id;
