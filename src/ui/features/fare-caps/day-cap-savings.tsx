import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { capSavings } from '../../../core/travels/cap-progress';
import { formatMoney } from '../../../core/travels/money';
import type { Ticket } from '../../../core/travels/ticket';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers } from '../../shared/operator-context';

/**
 * A travel day's cap state beside its total in the journey view: what the caps took off its trips ("Capped: −3,50 €").
 * Nothing for a day the caps did not touch, without the cap fields, or when the operator does not offer fareCaps.
 */
export function DayCapSavings({ tickets }: { tickets: readonly Ticket[] }) {
  const offered = useOffers('fareCaps');
  const { t } = useTranslation('fare-caps', { useSuspense: true });
  const locale = useAccountLocale();
  const saved = offered ? capSavings(tickets) : null;
  if (!saved) return null;
  return (
    <Badge colorPalette="green" variant="subtle" size="md">
      {t('daySaved', { amount: formatMoney(saved, locale) })}
    </Badge>
  );
}
