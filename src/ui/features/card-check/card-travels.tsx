import { Badge, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import type { Payment, PaymentStatus } from '../../../core/travels/payment';
import type { TapData } from '../../../core/travels/tap-data';
import type { Ticket } from '../../../core/travels/ticket';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOperator } from '../../shared/operator-context';
import { CardReceiptButton } from './card-receipt-button';

/** Where a tap was, in the operator's first words for it (the station, usually). */
const placeOf = (tap: TapData | null): string | null => tap?.[0]?.[1] ?? null;

/** The card's trips, newest first: when, from where to where, the fare and what it cost. */
export function CardTrips({ trips }: { readonly trips: readonly Ticket[] }) {
  const { t } = useTranslation('card-check');
  const locale = useAccountLocale();
  const { timeZone } = useOperator();
  return (
    <Stack as="section" gap="3" aria-labelledby="card-trips">
      <Heading as="h2" size="lg" id="card-trips">
        {t('trips.heading')}
      </Heading>
      {trips.length === 0 ? (
        <Text>{t('trips.none')}</Text>
      ) : (
        <List.Root variant="plain" gap="2">
          {trips.map((trip) => {
            const from = placeOf(trip.firstTap);
            const to = placeOf(trip.lastTap);
            return (
              <List.Item key={trip.id} borderBottomWidth="1px" pb="2" display="block">
                <Text fontWeight="medium">
                  {formatDateTime(trip.validFrom, locale, trip.timeZone ?? timeZone)} ·{' '}
                  {formatMoney(trip.amount, locale)}
                </Text>
                <Text color="fg.muted">
                  {[trip.fare, from && to ? t('trips.route', { from, to }) : (from ?? t('trips.noExit'))].join(' · ')}
                </Text>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}

const PALETTE = { succeeded: 'green', failed: 'red', other: 'gray' } as const;

/** The card's payments, newest first: when, how much, and whether it was paid (in words, never colour alone). */
export function CardPayments({ payments }: { readonly payments: readonly Payment[] }) {
  const { t } = useTranslation('card-check');
  const locale = useAccountLocale();
  const { timeZone } = useOperator();
  const statusText = (status: PaymentStatus) =>
    status.kind === 'other' ? status.name : t(`payments.status.${status.kind}`);
  return (
    <Stack as="section" gap="3" aria-labelledby="card-payments">
      <Heading as="h2" size="lg" id="card-payments">
        {t('payments.heading')}
      </Heading>
      {payments.length === 0 ? (
        <Text>{t('payments.none')}</Text>
      ) : (
        <List.Root variant="plain" gap="2">
          {payments.map((payment) => (
            <List.Item
              key={payment.id}
              borderBottomWidth="1px"
              pb="2"
              display="flex"
              gap="3"
              flexWrap="wrap"
              alignItems="center"
            >
              <Text fontWeight="medium">{formatMoney(payment.amount, locale)}</Text>
              <Badge colorPalette={PALETTE[payment.status.kind]} variant="subtle">
                {statusText(payment.status)}
              </Badge>
              <Text color="fg.muted">
                {t('payments.line', { id: payment.shortId, at: formatDateTime(payment.created, locale, timeZone) })}
              </Text>
              {payment.status.kind === 'succeeded' && <CardReceiptButton shortId={payment.shortId} />}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
