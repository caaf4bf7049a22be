import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/travels/money';
import type { IncompleteJourney } from '../../../core/travels/ticket';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';

/**
 * "Incomplete journey" and what it would have cost (the maximum fare was charged), or "Corrected" and the fare it came
 * to, on a line of its own under the trip's amount.
 */
export function IncompleteFlag({ journey }: { journey: IncompleteJourney }) {
  const { t } = useTranslation('claims', { useSuspense: true });
  const locale = useAccountLocale();
  const { corrected } = journey;
  return (
    <Text as="span" display="flex" flexWrap="wrap" alignItems="center" columnGap="1" fontSize="sm">
      <Badge colorPalette={corrected ? 'green' : 'orange'} variant="solid">
        {corrected ? t('flag.corrected') : t('flag.incomplete')}
      </Badge>
      <Text as="span" color="fg.muted">
        {corrected
          ? t('flag.correctedTo', { fare: formatMoney(corrected.amount, locale), station: corrected.exit.station })
          : t('flag.wouldHaveCost', { fare: formatMoney(journey.expected, locale) })}
      </Text>
    </Text>
  );
}
