import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CardCapProgress } from '../../../core/travels/cap-progress';
import type { FareCaps } from '../../../core/travels/fare-rules';
import { formatCalendarDay } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import type { SplitDay } from '../../../core/travels/split-days';
import { CardIdentityView } from '../../shared/cards/card-identity';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers } from '../../shared/operator-context';
import { useFareCapsQuery } from '../../shared/server-state/fare-caps-queries';
import { CapConcession, PendingMeters } from './cap-concession';
import { CapMeterView } from './cap-meter';
import type { CardConcession } from '../../../core/concessions/concession-caps';
import { useCapProgress } from './use-cap-progress';

/**
 * The trips and payments pages' progress toward the caps (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules):
 * each card's day and week, and the days split between a card and a phone. Nothing when the operator does not offer fareCaps.
 */
export function CapProgressPanel() {
  return useOffers('fareCaps') ? <OfferedCapProgress /> : null;
}

function OfferedCapProgress() {
  const rules = useFareCapsQuery();
  return rules.data ? <CapProgressView caps={rules.data} /> : null;
}

function CapProgressView({ caps }: { caps: FareCaps }) {
  const { t } = useTranslation('fare-caps', { useSuspense: true });
  const state = useCapProgress(caps);
  if (!state || state.cards.length === 0) return null;
  const kind = caps.weeklyCap?.kind;
  return (
    <Box as="section" aria-labelledby="cap-progress-title" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
      <Stack gap="3">
        <Heading as="h2" size="md" id="cap-progress-title">
          {t('progress.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('progress.intro')}{' '}
          {kind ? t(kind === 'calendarWeek' ? 'progress.calendarWeek' : 'progress.rollingWeek') : ''}
        </Text>
        <Stack gap="4" direction={{ base: 'column', md: 'row' }}>
          {state.cards.map((card) => (
            <CardProgress
              key={`${card.card.formFactor}${card.card.truncatedPan}`}
              progress={card}
              concession={state.concessionOf?.(card.card)}
              pending={!state.concessionOf}
            />
          ))}
        </Stack>
        {state.splits.map((split) => (
          <SplitNotice key={split.day} split={split} />
        ))}
      </Stack>
    </Box>
  );
}

/** A card's progress; `pending` while its concession is read (its meters wait). */
function CardProgress({
  progress,
  concession,
  pending,
}: {
  progress: CardCapProgress;
  concession: CardConcession | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation('fare-caps');
  const { t: common } = useTranslation('common');
  const locale = useAccountLocale();
  const money = (amount: { minor: number; currency: string }) => formatMoney(amount, locale);
  const { card, week, savedThisWeek } = progress;
  return (
    <Stack gap="2" flex="1" minW="0">
      <CardIdentityView
        scheme={card.scheme}
        label={card.label}
        truncatedPan={card.truncatedPan}
        formFactor={card.formFactor}
        deviceLabel={common('device')}
      />
      {pending ? <PendingMeters count={week ? 2 : 1} /> : <CapConcession concession={concession} />}
      {!pending && <CapMeters progress={progress} />}
      {savedThisWeek.minor > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('progress.saved', { amount: money(savedThisWeek) })}
        </Text>
      )}
    </Stack>
  );
}

/** A card's day and week against its caps. */
function CapMeters({ progress: { today, week } }: { progress: CardCapProgress }) {
  const { t } = useTranslation('fare-caps');
  const locale = useAccountLocale();
  const money = (amount: { minor: number; currency: string }) => formatMoney(amount, locale);
  return (
    <>
      <CapMeterView
        meter={today}
        text={t(today.reached ? 'progress.todayReached' : 'progress.today', {
          spent: money(today.spent),
          cap: money(today.cap),
        })}
      />
      {week && (
        <CapMeterView
          meter={week}
          text={t(week.reached ? 'progress.weekReached' : 'progress.week', {
            spent: money(week.spent),
            cap: money(week.cap),
          })}
        />
      )}
    </>
  );
}

function SplitNotice({ split }: { split: SplitDay }) {
  const { t } = useTranslation('fare-caps');
  const { t: common } = useTranslation('common');
  const locale = useAccountLocale();
  const cards = split.cards
    .map(
      (card) =>
        `${card.label} ${card.truncatedPan.slice(-4)}${card.formFactor === 'device' ? ` (${common('device')})` : ''}`,
    )
    .join(', ');
  return (
    <Box role="note" borderStartWidth="4px" borderColor="orange.solid" bg="orange.subtle" p="3" rounded="md">
      <Text fontWeight="semibold">{t('split.title')}</Text>
      <Text fontSize="sm">
        {t('split.body', {
          day: formatCalendarDay(split.day, locale),
          cards,
          extra: formatMoney(split.extra, locale),
        })}
      </Text>
    </Box>
  );
}
