import { Alert, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { recentlyUnblocked } from '../../../core/card-status/card-state';
import { Clock } from '../../../core/shared/clock';
import { formatTimeOfDay } from '../../../core/shared/format-date-time';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers, useOperator } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';
import { useCardStatesQuery } from '../../shared/server-state/card-status-queries';
import { useBankCardsQuery } from '../../shared/server-state/cards-queries';

/**
 * The dashboard's word on blocked cards, beside the pending-payments prompt: which card the gates refuse until the
 * debt is paid, or that a block was lifted today; with the way to the cards page. Nothing for an operator without
 * cardStatus, or when every card is fine.
 */
export function BlockedCardsNotice() {
  return useOffers('cardStatus') ? <OfferedNotice /> : null;
}

function OfferedNotice() {
  const { t } = useTranslation('card-status', { useSuspense: true });
  const { t: common } = useTranslation('common');
  const locale = useAccountLocale();
  const { timeZone } = useOperator();
  const clock = useUseCase(Clock);
  const states = useCardStatesQuery().data;
  const cards = useBankCardsQuery().data;
  if (!states || !cards) return null;
  const now = clock.now();
  const named = (aliasPan: string) => {
    const card = cards.find((candidate) => candidate.aliasPan === aliasPan);
    if (!card) return null;
    const device = card.formFactor === 'device' ? ` (${common('device')})` : '';
    return `${card.label} ${card.truncatedPan.slice(-4)}${device}`;
  };
  const denied = states.cards.filter((state) => state.standing === 'denied' && named(state.aliasPan));
  const lifted = states.cards.filter((state) => recentlyUnblocked(state, now) && named(state.aliasPan));
  const liftedToday = lifted.filter(
    (state) => state.unblockedAt && now.getTime() - state.unblockedAt.getTime() < 86_400_000,
  );
  if (denied.length === 0 && liftedToday.length === 0) return null;
  const cardsLink = (
    <Link asChild color="fg" fontWeight="semibold" textDecoration="underline">
      <RouterLink to={PATHS.bankCards}>{t('dashboard.seeCards')}</RouterLink>
    </Link>
  );
  if (denied.length > 0)
    return (
      <Alert.Root status="error" variant="surface" role="region" aria-label={t('dashboard.blockedTitle')}>
        <Alert.Indicator aria-hidden="true" />
        <Stack gap="1">
          <Alert.Title>{t('dashboard.blockedTitle')}</Alert.Title>
          <Alert.Description>
            {t('dashboard.blocked', {
              cards: denied.map((state) => named(state.aliasPan)).join(', '),
              count: denied.length,
            })}
          </Alert.Description>
          {cardsLink}
        </Stack>
      </Alert.Root>
    );
  const [first] = liftedToday;
  return (
    <Alert.Root status="success" variant="surface" role="region" aria-label={t('dashboard.unblockedTitle')}>
      <Alert.Indicator aria-hidden="true" />
      <Stack gap="1">
        <Alert.Title>{t('dashboard.unblockedTitle')}</Alert.Title>
        <Alert.Description>
          {t('dashboard.unblocked', {
            card: named(first?.aliasPan ?? ''),
            time: first?.unblockedAt ? formatTimeOfDay(first.unblockedAt, locale, timeZone) : '',
          })}
        </Alert.Description>
        {cardsLink}
      </Stack>
    </Alert.Root>
  );
}
