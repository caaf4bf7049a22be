import type { TFunction } from 'i18next';
import type { ClaimCase } from '../../../core/claims/claim-case';
import { formatMoney } from '../../../core/travels/money';

/** What a decided case came to, in words: the refund and how it comes back, or why it was refused. */
export function outcomeText(t: TFunction, locale: string, claim: ClaimCase): string | null {
  const { outcome } = claim;
  if (!outcome) return null;
  if (outcome.decision === 'refused')
    return outcome.reason ? t('outcome.refusedBecause', { reason: outcome.reason }) : t('outcome.refused');
  const amount = formatMoney(outcome.refund, locale);
  if (outcome.refund.minor === 0) return t('outcome.approvedNoRefund');
  if (outcome.refundMethod === 'cancelled') return t('outcome.approvedCancelled', { amount });
  return outcome.refundMethod === 'credit'
    ? t('outcome.approvedCredit', { amount })
    : t('outcome.approvedRefund', { amount });
}
