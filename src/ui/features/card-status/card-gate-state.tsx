import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { stateOfCard } from '../../../core/card-status/card-state';
import type { BankCard } from '../../../core/cards/bank-card';
import { Clock } from '../../../core/shared/clock';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers, useOperator } from '../../shared/operator-context';
import { useCardStatesQuery } from '../../shared/server-state/card-status-queries';
import { stateView } from '../../shared/cards/card-state-texts';

/**
 * One card's state at the gates, in the bank cards table (docs/behaviour/screens.md#card-status): active, a payment
 * failed (what is owed, the next retry) or blocked at the gates until paid, and when a block was lifted. Nothing for
 * an operator without cardStatus, nor for a card the operator says nothing of.
 */
export function CardGateState({ card }: { readonly card: BankCard }) {
  return useOffers('cardStatus') ? <OfferedCardGateState card={card} /> : null;
}

function OfferedCardGateState({ card }: { readonly card: BankCard }) {
  const { t } = useTranslation('card-status', { useSuspense: true });
  const locale = useAccountLocale();
  const { timeZone } = useOperator();
  const clock = useUseCase(Clock);
  const state = stateOfCard(useCardStatesQuery().data ?? null, card.aliasPan);
  if (!state) return null;
  const view = stateView(t, state, {
    formFactor: card.formFactor,
    locale,
    now: clock.now(),
    ...(timeZone ? { timeZone } : {}),
  });
  return (
    <Stack gap="1" align="flex-start" minWidth="0">
      <Badge colorPalette={view.palette} variant="subtle" size="md" whiteSpace="normal">
        {view.badge}
      </Badge>
      <Text fontSize="sm">{view.detail}</Text>
      {view.walletHint && (
        <Text fontSize="sm" color="fg.muted">
          {view.walletHint}
        </Text>
      )}
    </Stack>
  );
}
