import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FareCaps } from '../../../core/travels/fare-rules';
import { formatMoney } from '../../../core/travels/money';
import { CardIdentityView } from '../../shared/cards/card-identity';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers } from '../../shared/operator-context';
import { useFareCapsQuery } from '../../shared/server-state/fare-caps-queries';
import { CapConcession, PendingMeters } from './cap-concession';
import { CapMeterView } from './cap-meter';
import { useCapProgress } from './use-cap-progress';

/**
 * The dashboard's week against the weekly cap, for each card in use this week
 * (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules). Nothing without fareCaps, a weekly cap or a trip this week.
 */
export function WeeklyCapsTile() {
  return useOffers('fareCaps') ? <OfferedWeeklyCaps /> : null;
}

function OfferedWeeklyCaps() {
  const rules = useFareCapsQuery();
  return rules.data?.weeklyCap ? <WeeklyCapsView caps={rules.data} /> : null;
}

function WeeklyCapsView({ caps }: { caps: FareCaps }) {
  const { t } = useTranslation('fare-caps', { useSuspense: true });
  const { t: common } = useTranslation('common');
  const locale = useAccountLocale();
  const state = useCapProgress(caps);
  const cards = state?.cards.filter((card) => card.week) ?? [];
  if (cards.length === 0) return null;
  return (
    <Stack
      as="section"
      aria-labelledby="weekly-caps-title"
      gap="3"
      bg="bg"
      rounded="xl"
      boxShadow="sm"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="md" id="weekly-caps-title">
        {t('dashboard.title')}
      </Heading>
      <Stack gap="4" direction={{ base: 'column', md: 'row' }}>
        {cards.map(({ card, week }) => {
          if (!week) return null;
          const values = { spent: formatMoney(week.spent, locale), cap: formatMoney(week.cap, locale) };
          return (
            <Stack key={`${card.formFactor}${card.truncatedPan}`} gap="2" flex="1" minW="0">
              <CardIdentityView
                scheme={card.scheme}
                label={card.label}
                truncatedPan={card.truncatedPan}
                formFactor={card.formFactor}
                deviceLabel={common('device')}
              />
              {state?.concessionOf ? (
                <>
                  <CapConcession concession={state.concessionOf(card)} />
                  <CapMeterView meter={week} text={t('dashboard.week', values)} />
                  <Text fontSize="sm" color="fg.muted">
                    {week.reached
                      ? t('dashboard.reached')
                      : t('dashboard.left', { left: formatMoney(week.left, locale) })}
                  </Text>
                </>
              ) : (
                <PendingMeters count={1} withNote />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
