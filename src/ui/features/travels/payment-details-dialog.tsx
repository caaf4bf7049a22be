import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import type { Payment } from '../../../core/travels/payment';
import { CardIdentity } from '../../shared/cards/card-identity';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers } from '../../shared/operator-context';
import { FeatureSlot } from '../../shared/routing/feature-slots';
import { ChargeExplained } from './charge-explained';
import { DetailsList } from './details-list';
import { StatusBadge } from './payment-status';
import { TravelDialog } from './travel-dialog';

/** The payment details modal (docs/behaviour/rules.md#receipts), with 'View receipt' on a payment that succeeded. */
export function PaymentDetailsDialog({
  payment,
  onClose,
  onReceipt,
}: {
  payment: Payment;
  onClose: () => void;
  onReceipt: (payment: Payment) => void;
}) {
  const { t } = useTranslation('travels');
  const locale = useAccountLocale();
  const { card } = payment;
  // The charge explained makes the dialog taller than a screen: its body scrolls.
  const explained = useOffers('chargeDetails') && payment.chargeDetails !== undefined;
  return (
    <TravelDialog
      title={t('payments.details.title')}
      onClose={onClose}
      size={explained ? 'lg' : 'md'}
      bodyFocusable={explained}
      actions={
        payment.status.kind === 'succeeded' ? (
          <Button onClick={() => onReceipt(payment)}>{t('payments.details.viewReceipt')}</Button>
        ) : undefined
      }
    >
      <DetailsList
        rows={[
          [
            t('payments.details.shortId'),
            <Text key="id" as="span" fontFamily="mono">
              {payment.shortId}
            </Text>,
          ],
          [
            t('payments.details.card'),
            <CardIdentity
              key="card"
              scheme={card.scheme}
              label={card.label}
              truncatedPan={card.truncatedPan}
              formFactor={card.formFactor}
            />,
          ],
          [
            t('payments.details.token'),
            <Text key="token" as="span" fontFamily="mono" wordBreak="break-all">
              {card.token}
            </Text>,
          ],
          [t('payments.details.amount'), formatMoney(payment.amount, locale)],
          [t('payments.details.status'), <StatusBadge key="status" status={payment.status} />],
          [t('payments.details.created'), formatDateTime(payment.created, locale)],
          [t('payments.details.updated'), formatDateTime(payment.updated, locale)],
        ]}
      />
      <ChargeExplained payment={payment} />
      <FeatureSlot name="paymentClaim" payment={payment} detailed />
    </TravelDialog>
  );
}
