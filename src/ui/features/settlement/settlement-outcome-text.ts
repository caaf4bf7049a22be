import type { TFunction } from 'i18next';
import type { SettlementOutcome } from '../../../core/settlement/complete-settlement';
import { formatMoney } from '../../../core/travels/money';

export type ShownOutcome = SettlementOutcome | { readonly kind: 'malformed' } | { readonly kind: 'cancelled' };

/**
 * What the result modal says for an outcome: its title, its message, and whether it is an alert (the
 * rider must take it in) or good news. Paid twice (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract) is said exactly, with what goes back to the card.
 */
export function settlementOutcomeText(
  outcome: ShownOutcome,
  { t, common, locale }: { t: TFunction; common: TFunction; locale: string },
): { title: string; message: string; alert: boolean } {
  switch (outcome.kind) {
    case 'paid':
      return {
        title: t('settlement.successTitle'),
        message: t('settlement.paid', { amount: formatMoney(outcome.amount, locale) }),
        alert: false,
      };
    case 'paid-twice':
      return {
        title: t('settlement.paidTwiceTitle'),
        message: t('settlement.paidTwice', { amount: formatMoney(outcome.refund, locale) }),
        alert: true,
      };
    case 'already-processed':
      return { title: t('settlement.alreadyProcessedTitle'), message: t('settlement.alreadyProcessed'), alert: false };
    case 'declined':
      return {
        title: t('settlement.failedTitle'),
        message: t('settlement.declined', { reason: common(`declined.${outcome.result}`) }),
        alert: true,
      };
    case 'not-confirmed':
      return { title: t('settlement.failedTitle'), message: t('settlement.notConfirmed'), alert: true };
    case 'malformed':
      return { title: t('settlement.failedTitle'), message: t('settlement.malformed'), alert: true };
    case 'cancelled':
      return { title: t('settlement.cancelledTitle'), message: t('settlement.cancelled'), alert: false };
  }
}
