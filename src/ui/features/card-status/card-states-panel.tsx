import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { stateOfCard } from '../../../core/card-status/card-state';
import type { BankCard } from '../../../core/cards/bank-card';
import { Clock } from '../../../core/shared/clock';
import { CardIdentityView } from '../../shared/cards/card-identity';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers, useOperator } from '../../shared/operator-context';
import { FeatureSlot } from '../../shared/routing/feature-slots';
import { useCardStatesQuery } from '../../shared/server-state/card-status-queries';
import { stateView } from './state-texts';

/**
 * The bank cards page's states at the gates (docs/behaviour/screens.md#card-status): each card active, a payment
 * failed (what is owed, the next retry) or blocked at the gates until paid, and when a block was lifted; what is owed
 * with Pay now (the settlement's prompt). Nothing for an operator without cardStatus.
 */
export function CardStatesPanel({ cards }: { readonly cards: readonly BankCard[] }) {
  return useOffers('cardStatus') ? <OfferedCardStates cards={cards} /> : null;
}

function OfferedCardStates({ cards }: { readonly cards: readonly BankCard[] }) {
  const { t } = useTranslation('card-status', { useSuspense: true });
  const { t: common } = useTranslation('common');
  const locale = useAccountLocale();
  const { timeZone } = useOperator();
  const clock = useUseCase(Clock);
  const states = useCardStatesQuery().data;
  if (!states || cards.length === 0) return null;
  const now = clock.now();
  const shown = cards.flatMap((card) => {
    const state = stateOfCard(states, card.aliasPan);
    return state ? [{ card, state }] : [];
  });
  if (shown.length === 0) return null;
  const owes = shown.some(({ state }) => state.amountDue.minor > 0);
  return (
    <Stack as="section" aria-labelledby="card-states-title" gap="3" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" size="md" id="card-states-title">
        {t('panel.title')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="4" ms="0">
        {shown.map(({ card, state }) => {
          const view = stateView(t, state, {
            formFactor: card.formFactor,
            locale,
            now,
            ...(timeZone ? { timeZone } : {}),
          });
          return (
            <li key={card.id}>
              <Stack gap="1">
                <Stack direction="row" gap="3" align="center" wrap="wrap">
                  <CardIdentityView
                    scheme={card.scheme}
                    label={card.label}
                    truncatedPan={card.truncatedPan}
                    formFactor={card.formFactor}
                    deviceLabel={common('device')}
                  />
                  <Badge colorPalette={view.palette} variant="subtle" size="md">
                    {view.badge}
                  </Badge>
                </Stack>
                <Text>{view.detail}</Text>
                {view.walletHint && (
                  <Text fontSize="sm" color="fg.muted">
                    {view.walletHint}
                  </Text>
                )}
              </Stack>
            </li>
          );
        })}
      </Stack>
      {owes && <FeatureSlot name="pendingPayments" />}
    </Stack>
  );
}
