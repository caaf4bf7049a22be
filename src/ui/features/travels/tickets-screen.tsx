import { fareNameIn } from '../../../core/travels/fare-names';
import { HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../core/travels/ticket';
import { csvFileName, TICKET_CSV_COLUMNS, ticketsCsv } from '../../../core/travels/travel-csv';
import { DataTable } from '../../shared/data-table/data-table';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { InnerPage } from '../../shared/inner-page';
import { QueryState } from '../../shared/query/query-state';
import { FeatureSlot } from '../../shared/routing/feature-slots';
import { useTicketsQuery } from '../../shared/server-state/travels-queries';
import { CsvButton } from './csv-button';
import { csvHeaders } from './csv-headers';
import { DateRangeControl } from './date-range-control';
import { downloadFile } from '../../shared/download-file';
import { EmptyTravels } from './empty-travels';
import { useTapKey } from './tap-badges';
import { ticketColumns, ticketName } from './ticket-columns';
import { JourneyView } from './journey-view';
import { TicketDetailsDialog } from './ticket-details-dialog';
import { useTripZones } from './trip-zone';
import { useTravelView } from './travel-view';
import { useRangeChoice } from './use-range-choice';
import { ViewToggle } from './view-toggle';
import { ZoneNote } from './zone-note';

/**
 * The rider's trips (docs/behaviour/screens.md#trips): a period, the table of that period's trips or its journeys by day
 * (docs/behaviour/screens.md#journeys), their details, a CSV of them.
 */
export function TicketsScreen() {
  const { t, i18n } = useTranslation('travels', { useSuspense: true });
  const { t: common } = useTranslation('common', { useSuspense: true });
  const locale = useAccountLocale();
  const keyName = useTapKey();
  const { preset, range, today, choose } = useRangeChoice();
  const [view, setView] = useTravelView();
  const zones = useTripZones();
  const query = useTicketsQuery(range);
  const [details, setDetails] = useState<Ticket | null>(null);
  const [shown, setShown] = useState<readonly Ticket[]>([]);
  const columns = useMemo(
    () => ticketColumns(t, locale, keyName, common('device'), zones.fallback, i18n.language),
    [t, locale, keyName, common, zones.fallback, i18n.language],
  );
  const empty = (
    <EmptyTravels
      message={t('tickets.empty')}
      onWiden={preset === 'last12Months' ? undefined : () => choose('last12Months')}
    />
  );
  const journeys = (tickets: Ticket[]) =>
    tickets.length === 0 ? (
      empty
    ) : (
      <JourneyView
        key={`${range.from}/${range.to}`}
        tickets={tickets}
        fallbackZone={zones.fallback}
        onOpen={setDetails}
      />
    );
  const table = (rows: Ticket[] | undefined) => (
    <DataTable
      key={`${range.from}/${range.to}`}
      rows={rows}
      columns={columns}
      getRowId={ticketId}
      label={t('tickets.tableLabel')}
      initialSort={{ id: 'validFrom', desc: true }}
      empty={empty}
      onRowActivate={setDetails}
      rowName={ticketName(t, locale, zones.fallback)}
      searchLabel={t('tickets.search')}
      onShownRows={setShown}
    />
  );
  const exportCsv = (tickets: readonly Ticket[]) =>
    downloadFile(
      csvFileName('trips', range),
      ticketsCsv(
        tickets.map((ticket) => ({ ...ticket, fare: fareNameIn(ticket, i18n.language) })),
        csvHeaders(t, 'tickets', TICKET_CSV_COLUMNS),
        zones.fallback,
      ),
      'text/csv;charset=utf-8',
    );
  return (
    <InnerPage title={t('tickets.title')} wide>
      <Stack gap="5">
        <HStack justify="space-between" align="end" gap="4" wrap="wrap">
          <DateRangeControl preset={preset} range={range} today={today} onChoose={choose} />
          <HStack gap="3" wrap="wrap">
            <ViewToggle view={view} onView={setView} />
            {view === 'table' && (
              <CsvButton shown={query.data ? shown.length : 0} onDownload={() => exportCsv(shown)} />
            )}
          </HStack>
        </HStack>
        <FeatureSlot name="capProgress" />
        {query.data && <ZoneNote tickets={query.data} />}
        {query.data?.some(toCorrect) && (
          <FeatureSlot name="incompleteJourneys" tickets={query.data.filter(toCorrect)} onOpen={setDetails} />
        )}
        <QueryState query={query} loading={table(undefined)}>
          {(tickets) => (view === 'journeys' ? journeys(tickets) : table(tickets))}
        </QueryState>
      </Stack>
      {details && <TicketDetailsDialog ticket={details} onClose={() => setDetails(null)} />}
    </InnerPage>
  );
}

const ticketId = (ticket: Ticket) => ticket.id;

/** An incomplete journey not corrected nor claimed yet: the claims feature offers its correction above the list. */
const toCorrect = (ticket: Ticket) => Boolean(ticket.incomplete && !ticket.incomplete.corrected && !ticket.caseId);
