import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '../../../core/travels/payment';
import type { RowTone } from '../../shared/data-table/data-table-row';
import { StatusBadgeView } from '../../shared/payment/payment-status-badge';

const KNOWN_OTHERS = new Set(['PENDING']);

/** A status in the rider's language; a status the portal does not know is shown as the operator names it. */
export function statusName(t: TFunction<'travels'>, status: PaymentStatus): string {
  if (status.kind === 'succeeded') return t('payments.status.SUCCEEDED');
  if (status.kind === 'failed') return t('payments.status.FAILED');
  return KNOWN_OTHERS.has(status.name) ? t(`payments.status.${status.name}` as 'payments.status.PENDING') : status.name;
}

/** Rows green for SUCCEEDED, red for FAILED, others unstyled (docs/behaviour/rules.md#payment-status). */
export const statusTone = (status: PaymentStatus): RowTone | undefined =>
  status.kind === 'succeeded' ? 'success' : status.kind === 'failed' ? 'danger' : undefined;

/** The status as a badge: its name in words (the row colour is never the only sign). */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('travels');
  return <StatusBadgeView status={status} name={statusName(t, status)} />;
}
