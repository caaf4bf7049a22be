import { IconButton, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import type { Payment } from '../../../core/travels/payment';
import { CardIdentityView } from '../../shared/cards/card-identity';
import { SCHEME_NAMES } from '../../shared/cards/scheme-logo';
import type { DataColumn } from '../../shared/data-table/data-column';
import { ReceiptIcon } from '../../shared/icons/receipt-icon';
import { FeatureSlot } from '../../shared/routing/feature-slots';
import { StatusBadgeView } from '../../shared/payment/payment-status-badge';
import { statusName } from './payment-status';

/** A payment as its row's button names it: its id, amount, status and date ("4F2A9C, €1.50, Paid, 27/11/2026 08:12"). */
export function paymentName(t: TFunction<'travels'>, locale: string): (payment: Payment) => string {
  return (payment) =>
    [
      payment.shortId,
      formatMoney(payment.amount, locale),
      statusName(t, payment.status),
      formatDateTime(payment.created, locale),
    ].join(', ');
}

/**
 * The payments list's columns (docs/behaviour/screens.md#payments): receipt, short id, card, token, amount, status, created, updated.
 * The status shows in words at every width (on a phone the row colour is never the only sign, WCAG 1.4.1);
 * the receipt button and the dates unfold under the row there instead.
 */
export function paymentColumns(
  t: TFunction<'travels'>,
  locale: string,
  device: string,
  onReceipt: (payment: Payment) => void,
): DataColumn<Payment>[] {
  const amount = (payment: Payment) => formatMoney(payment.amount, locale);
  const created = (payment: Payment) => formatDateTime(payment.created, locale);
  const updated = (payment: Payment) => formatDateTime(payment.updated, locale);
  return [
    {
      id: 'receipt',
      header: t('payments.columns.receipt'),
      isAction: true,
      hideBelow: 'sm',
      cell: (payment) =>
        payment.status.kind === 'succeeded' ? (
          <IconButton
            size="sm"
            variant="outline"
            bg="bg"
            aria-label={t('payments.viewReceiptOf', { id: payment.shortId })}
            onClick={() => onReceipt(payment)}
          >
            <ReceiptIcon />
          </IconButton>
        ) : null,
    },
    {
      id: 'shortId',
      header: t('payments.columns.shortId'),
      cell: (payment) => (
        <Text as="span" fontFamily="mono">
          {payment.shortId}
        </Text>
      ),
      searchText: (payment) => payment.shortId,
      sortValue: (payment) => payment.shortId,
    },
    {
      id: 'card',
      header: t('payments.columns.card'),
      cell: ({ card }) => (
        <CardIdentityView
          scheme={card.scheme}
          label={card.label}
          truncatedPan={card.truncatedPan}
          formFactor={card.formFactor}
          deviceLabel={device}
        />
      ),
      searchText: ({ card }) =>
        [SCHEME_NAMES[card.scheme], card.label, card.truncatedPan, card.formFactor === 'device' ? device : ''].join(
          ' ',
        ),
      sortValue: ({ card }) => card.truncatedPan,
      hideBelow: 'md',
    },
    {
      id: 'token',
      header: t('payments.columns.token'),
      cell: (payment) => (
        <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
          {payment.card.token}
        </Text>
      ),
      searchText: (payment) => payment.card.token,
      hideBelow: 'lg',
    },
    {
      id: 'amount',
      header: t('payments.columns.amount'),
      cell: (payment) => (
        <>
          {amount(payment)}
          {/* Only a refund line or a credited charge mounts the slot (a page of rows renders it once per row). */}
          {(payment.refund || payment.credits) && <FeatureSlot name="paymentClaim" payment={payment} />}
        </>
      ),
      searchText: amount,
      sortValue: (payment) => payment.amount.minor,
    },
    {
      id: 'status',
      header: t('payments.columns.status'),
      cell: (payment) => <StatusBadgeView status={payment.status} name={statusName(t, payment.status)} />,
      searchText: (payment) => statusName(t, payment.status),
      sortValue: (payment) => statusName(t, payment.status),
    },
    {
      id: 'created',
      header: t('payments.columns.created'),
      cell: created,
      searchText: created,
      sortValue: (payment) => payment.created.getTime(),
      hideBelow: 'lg',
    },
    {
      id: 'updated',
      header: t('payments.columns.updated'),
      cell: updated,
      searchText: updated,
      sortValue: (payment) => payment.updated.getTime(),
      hideBelow: 'sm',
    },
  ];
}
