import { Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useHeldUntil } from '../../shared/hooks/use-held-until';
import { useLogout } from '../../shared/hooks/use-logout';
import { CardIcon } from '../../shared/icons/card-icon';
import { LogoutIcon } from '../../shared/icons/logout-icon';
import { TicketIcon } from '../../shared/icons/ticket-icon';
import { UserIcon } from '../../shared/icons/user-icon';
import { WalletIcon } from '../../shared/icons/wallet-icon';
import { PATHS } from '../../shared/paths';
import { FeatureSlot } from '../../shared/routing/feature-slots';
import type { UseQueryResult } from '@tanstack/react-query';
import { useOffers } from '../../shared/operator-context';
import { useCardStatesQuery } from '../../shared/server-state/card-status-queries';
import { useBankCardsQuery } from '../../shared/server-state/cards-queries';
import { usePendingAmount } from '../../shared/server-state/settlement-queries';
import { WhenNearScreen } from '../../shared/when-near-screen';
import { DashboardTile } from './dashboard-tile';

export { dashboardReads } from './dashboard-reads';

const NEED_CARD_ID = 'dashboard-need-card';
/** How long the tiles wait for what the rider owes before they show without it. */
const OWED_WAIT_MS = 1500;

/** A read answered, failed, or paused offline: what it brings above the tiles can be placed. */
const settled = (query: Pick<UseQueryResult, 'isPending' | 'fetchStatus'>) =>
  !query.isPending || query.fetchStatus === 'paused';

/** The dashboard (docs/behaviour/screens.md#dashboard, docs/behaviour/README.md#where-the-portal-departs-from-the-operators-original-client): the operator's welcome and the tiles; trips wait for a card. */
export function DashboardScreen() {
  const { t } = useTranslation('dashboard', { useSuspense: true });
  const { t: operatorText } = useTranslation('operator');
  const logout = useLogout();
  const cards = useBankCardsQuery();
  const pending = usePendingAmount();
  // Offline (a paused read) or slow, the tiles show anyway after a moment.
  const states = useCardStatesQuery();
  const statesKnown = !useOffers('cardStatus') || settled(states);
  const owedKnown = useHeldUntil(settled(pending) && statesKnown, OWED_WAIT_MS);
  // What they reveal (the prompt, the notices, the tiles' sections: most of the page) is rendered in a deferred,
  // interruptible render: the read's answer arrives in a synchronous update, which would otherwise build all of it in
  // one long task (≈ 200 ms on this machine, four times that on a slow phone: docs/adr/0014-first-visit-tasks.md).
  const revealed = useDeferredValue(owedKnown);
  // What lies under the tiles comes one deferred render later, even when the reads had answered before the screen's
  // first render (hence `false` at first): the first screen (the prompt, the notices, the tiles) paints without
  // waiting for it, and it adds itself below what is shown, moving nothing.
  const belowRevealed = useDeferredValue(revealed, false);
  const count = cards.data?.length;
  const noCards = count === 0;
  const travelsDisabled = noCards ? t('dashboard.disabled') : undefined;
  const badge =
    count === undefined
      ? undefined
      : noCards
        ? { text: '!', label: t('dashboard.noCards'), alert: true }
        : { text: String(count), label: t('dashboard.cardCount', { count }) };
  return (
    <Container maxW="6xl">
      <Stack gap="8">
        <Stack
          gap="3"
          bg="bg"
          rounded="xl"
          boxShadow="sm"
          p={{ base: '6', md: '10' }}
          borderTopWidth="4px"
          borderColor="brand.solid"
        >
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {operatorText('welcomeTitle')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
            {operatorText('welcomeSubtitle')}
          </Text>
        </Stack>
        {/*
          The prompt, the blocked cards' notice and the tiles come together once what the rider owes and the cards'
          states are known: a notice arriving above tiles already shown would push them down (the dashboard's layout
          shift, docs/benchmarks.md).
        */}
        {revealed && <FeatureSlot name="pendingPayments" />}
        {revealed && <FeatureSlot name="blockedCards" />}
        <Stack as="section" aria-label={t('dashboard.tiles')} gap="4" hidden={!revealed}>
          {noCards && (
            <Text id={NEED_CARD_ID} fontSize="md">
              {t('dashboard.needCard')}{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={PATHS.addBankCard}>{t('dashboard.addCard')}</RouterLink>
              </Link>
            </Text>
          )}
          <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap={{ base: '3', md: '5' }}>
            <DashboardTile
              title={t('dashboard.tickets')}
              icon={<TicketIcon boxSize="7" />}
              to={PATHS.tickets}
              disabledReason={travelsDisabled}
              describedBy={NEED_CARD_ID}
            />
            <DashboardTile
              title={t('dashboard.payments')}
              icon={<WalletIcon boxSize="7" />}
              to={PATHS.payments}
              disabledReason={travelsDisabled}
              describedBy={NEED_CARD_ID}
            />
            <DashboardTile
              title={t('dashboard.bankCards')}
              icon={<CardIcon boxSize="7" />}
              to={PATHS.bankCards}
              badge={badge}
            />
            <DashboardTile title={t('dashboard.account')} icon={<UserIcon boxSize="7" />} to={PATHS.account} />
            <DashboardTile
              title={t('dashboard.logout')}
              icon={<LogoutIcon boxSize="7" />}
              onActivate={() => void logout()}
            />
          </SimpleGrid>
        </Stack>
        {/*
          Under the tiles, and only with them: a slot drawn while the tiles are held would sit under the welcome and
          be pushed down when they come (the dashboard's layout shift, docs/benchmarks.md).
        */}
        {belowRevealed && <FeatureSlot name="weeklyCaps" />}
        {belowRevealed && <FeatureSlot name="openCases" />}
        {/*
          Below the fold on a phone: its code (the charting library) and its 13 months of payments wait until its place
          nears the screen, not competing with the first screen for the phone's network and processor.
        */}
        {belowRevealed && (
          <WhenNearScreen>
            <FeatureSlot name="spendingSummary" />
          </WhenNearScreen>
        )}
        {/* Last: a hint read after the first paint pushes nothing down when it comes. */}
        {belowRevealed && <FeatureSlot name="concessionHint" />}
      </Stack>
    </Container>
  );
}
