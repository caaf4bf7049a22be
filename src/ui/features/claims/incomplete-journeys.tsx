import { Alert, Button, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { stationOf } from '../../../core/claims/suggest-exit';
import { formatDateTime } from '../../../core/shared/format-date-time';
import type { Ticket } from '../../../core/travels/ticket';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers } from '../../shared/operator-context';

/**
 * Above the trips: the period's incomplete journeys still to correct, each a button that opens its trip, where "Correct
 * this journey" is. A rider who forgot to tap out should not have to find the trip in the list to get the fare back.
 */
export function IncompleteJourneys({
  tickets,
  onOpen,
}: {
  tickets: readonly Ticket[];
  onOpen: (ticket: Ticket) => void;
}) {
  const offered = useOffers('claims');
  const { t } = useTranslation('claims', { useSuspense: true });
  const locale = useAccountLocale();
  if (!offered || tickets.length === 0) return null;
  return (
    <Alert.Root status="warning" as="section" aria-labelledby="incomplete-journeys-title">
      <Alert.Indicator aria-hidden="true" />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title id="incomplete-journeys-title">{t('incomplete.title', { count: tickets.length })}</Alert.Title>
        <Alert.Description>{t('incomplete.body')}</Alert.Description>
        <List.Root variant="plain" gap="2">
          {tickets.map((ticket) => (
            <List.Item key={ticket.id}>
              {/* The journey's words wrap on a phone rather than run out of the panel. */}
              <Button
                size="sm"
                variant="outline"
                whiteSpace="normal"
                h="auto"
                minH="8"
                py="1.5"
                textAlign="start"
                maxW="full"
                onClick={() => onOpen(ticket)}
              >
                {t('incomplete.open', {
                  station: stationOf(ticket.firstTap) ?? '—',
                  time: formatDateTime(ticket.validFrom, locale, ticket.timeZone),
                })}
              </Button>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Alert.Root>
  );
}
