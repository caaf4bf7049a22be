import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import type { Payment, PaymentStatus } from '../../../core/travels/payment';
import type { TapData } from '../../../core/travels/tap-data';
import type { Ticket } from '../../../core/travels/ticket';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOperator } from '../../shared/operator-context';
import { StatusBadgeView } from '../../shared/payment/payment-status-badge';
import { CardReceiptButton } from './card-receipt-button';

/** Where a tap was, in the operator's first words for it (the station, usually). */
const placeOf = (tap: TapData | null): string | null => tap?.[0]?.[1] ?? null;

/** One list of the card's view: its heading, and its items or a sentence when there are none. */
function CardList<T>({
  id,
  heading,
  none,
  items,
  render,
}: {
  readonly id: string;
  readonly heading: string;
  readonly none: string;
  readonly items: readonly T[];
  readonly render: (item: T) => ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {heading}
      </Heading>
      {items.length === 0 ? (
        <Text>{none}</Text>
      ) : (
        <List.Root variant="plain" gap="2">
          {items.map(render)}
        </List.Root>
      )}
    </Stack>
  );
}

/** The card's trips, newest first: when, from where to where, the fare and what it cost. */
export function CardTrips({ trips }: { readonly trips: readonly Ticket[] }) {
  const { t } = useTranslation('card-check');
  const locale = useAccountLocale();
  const { timeZone } = useOperator();
  const render = (trip: Ticket) => {
    const from = placeOf(trip.firstTap);
    const to = placeOf(trip.lastTap);
    return (
      <List.Item key={trip.id} borderBottomWidth="1px" pb="2" display="block">
        <Text fontWeight="medium">
          {formatDateTime(trip.validFrom, locale, trip.timeZone ?? timeZone)} · {formatMoney(trip.amount, locale)}
        </Text>
        <Text color="fg.muted">
          {[trip.fare, from && to ? t('trips.route', { from, to }) : (from ?? t('trips.noExit'))].join(' · ')}
        </Text>
      </List.Item>
    );
  };
  return <CardList id="card-trips" heading={t('trips.heading')} none={t('trips.none')} items={trips} render={render} />;
}

/** The card's payments, newest first: when, how much, and whether it was paid (in words, never colour alone). */
export function CardPayments({ payments }: { readonly payments: readonly Payment[] }) {
  const { t } = useTranslation('card-check');
  const locale = useAccountLocale();
  const { timeZone } = useOperator();
  const statusText = (status: PaymentStatus) =>
    status.kind === 'other' ? status.name : t(`payments.status.${status.kind}`);
  const render = (payment: Payment) => (
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
      <StatusBadgeView status={payment.status} name={statusText(payment.status)} />
      <Text color="fg.muted">
        {t('payments.line', { id: payment.shortId, at: formatDateTime(payment.created, locale, timeZone) })}
      </Text>
      {payment.status.kind === 'succeeded' && <CardReceiptButton shortId={payment.shortId} />}
    </List.Item>
  );
  return (
    <CardList
      id="card-payments"
      heading={t('payments.heading')}
      none={t('payments.none')}
      items={payments}
      render={render}
    />
  );
}
