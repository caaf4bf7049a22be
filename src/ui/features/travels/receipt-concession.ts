import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptLine } from '../../../core/travels/receipt';
import { useConcessionName } from '../../shared/server-state/concessions-queries';

/**
 * What a receipt says of a trip charged at a concession's fare (docs/contracts.md#concessions-reduced-fares-on-a-bank-card):
 * "Over 65 — full fare €1.50", the concession named as the operator offers it in the interface language; null for a
 * trip at the full fare. The receipt dialog, the payment's trips and the PDF say the same.
 */
export function useReceiptConcession(): (line: ReceiptLine) => string | null {
  const { t } = useTranslation('travels');
  const nameOf = useConcessionName();
  return useCallback(
    ({ concession }: ReceiptLine) =>
      concession
        ? t('receipt.concession', {
            name: nameOf(concession.key) ?? t('receipt.concessionUnnamed'),
            full: concession.fullFare,
          })
        : null,
    [t, nameOf],
  );
}
