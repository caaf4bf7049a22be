import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/travels/money';
import type { Ticket } from '../../../core/travels/ticket';
import { accountLocale } from '../../shared/hooks/use-account-locale';
import { useSession } from '../../shared/hooks/use-session';
import { useConcessionName } from '../../shared/server-state/concessions-queries';

/**
 * A trip charged at a concession's fare says so, with the full fare beside it
 * (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): in the trips table, "Over 65 fare · full fare €1.50";
 * in its details, what the concession took off. The concession is named as the operator offers it, in the interface
 * language (a concession no longer offered: "Discount fare"). Nothing for a trip at the full fare.
 */
export function ConcessionFare({ ticket, detailed = false }: { ticket: Ticket; detailed?: boolean }) {
  const { t, i18n } = useTranslation('concessions', { useSuspense: true });
  const locale = accountLocale(useSession(), i18n.language);
  const nameOf = useConcessionName();
  const { concession, baseAmount } = ticket;
  if (!concession) return null;
  const name = nameOf(concession.key) ?? t('fare.unnamed');
  const full = baseAmount ? formatMoney(baseAmount, locale) : null;
  const discount = formatMoney(concession.discount, locale);
  return (
    <Text as="span" display="block" fontSize="sm" color="fg.muted">
      {detailed
        ? full
          ? t('fare.detailed', { name, discount, full })
          : t('fare.detailedNoFull', { name, discount })
        : full
          ? t('fare.compact', { name, full })
          : t('fare.compactNoFull', { name })}
    </Text>
  );
}
