import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/travels/money';
import { isCapped, type Ticket } from '../../../core/travels/ticket';
import { accountLocale } from '../../shared/hooks/use-account-locale';
import { useSession } from '../../shared/hooks/use-session';
import { useOffers } from '../../shared/operator-context';
import { STATIC_CLASSES } from '../../shared/static-styles';

/**
 * A capped trip says so, with what it would have cost (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules):
 * beside its amount in the trips table, and in its details what the caps took off. Nothing for a trip the caps did not
 * touch, without the cap fields, or when the operator does not offer fareCaps.
 */
export function CappedFare({ ticket, detailed = false }: { ticket: Ticket; detailed?: boolean }) {
  const offered = useOffers('fareCaps');
  if (!offered || !isCapped(ticket) || !ticket.baseAmount || !ticket.capDiscount) return null;
  return <CappedFareView base={ticket.baseAmount} discount={ticket.capDiscount} detailed={detailed} />;
}

function CappedFareView({
  base,
  discount,
  detailed,
}: {
  base: Ticket['amount'];
  discount: Ticket['amount'];
  detailed: boolean;
}) {
  // One useTranslation (the locale from its i18n): the compact view repeats in every capped row of an open day.
  const { t, i18n } = useTranslation('fare-caps', { useSuspense: true });
  const locale = accountLocale(useSession(), i18n.language);
  const fare = formatMoney(base, locale);
  if (!detailed)
    // In every capped row of the trips table and every capped journey of an open day: plain elements with static
    // classes (the same badge), where Chakra's three styled elements cost a day of 33 journeys a third of its render.
    return (
      <span className={STATIC_CLASSES.capped}>
        <span className={STATIC_CLASSES.cappedBadge}>{t('capped')}</span>
        <span className={STATIC_CLASSES.cappedNote}>{t('wouldHaveCost', { fare })}</span>
      </span>
    );
  return (
    // On a line of its own under the amount, which keeps its own line whole on a phone.
    <Text as="span" display="flex" flexWrap="wrap" alignItems="center" columnGap="1" fontSize="sm">
      <Badge colorPalette="green" variant="solid">
        {t('capped')}
      </Badge>
      <Text as="span" color="fg.muted">
        {t('cappedDetails', { fare, discount: formatMoney(discount, locale) })}
      </Text>
    </Text>
  );
}
