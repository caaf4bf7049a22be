import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/travels/money';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useClaimRulesQuery } from '../../shared/server-state/claims-queries';

/** The operator's claim rules in a sentence, shown before the rider starts; nothing until they are read. */
export function ClaimRulesNote() {
  const { t } = useTranslation('claims');
  const locale = useAccountLocale();
  const rules = useClaimRulesQuery().data;
  if (!rules) return null;
  return (
    <Text color="fg.muted" fontSize="sm">
      {t('rules.summary', {
        maxFare: formatMoney(rules.maxFare, locale),
        minutes: rules.maxJourneyMinutes,
        days: rules.claimWindowDays,
        count: rules.monthlyClaims,
      })}{' '}
      {t(`rules.${rules.refundMethod}`)}
    </Text>
  );
}
