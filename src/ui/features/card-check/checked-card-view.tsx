import { Badge, Button, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckedCard } from '../../../core/card-check/checked-card';
import { formatCalendarDay, formatTimeOfDay } from '../../../core/shared/format-date-time';
import { Clock } from '../../../core/shared/clock';
import { formatMoney } from '../../../core/travels/money';
import { CardIdentity } from '../../shared/cards/card-identity';
import { stateView } from '../../shared/cards/card-state-texts';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOperator } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';
import { checkedCardState } from '../../shared/routing/checked-card-state';
import { CardPayForm } from './card-pay-form';
import { CardPayments, CardTrips } from './card-travels';
import type { Note } from './outcome-notes';

/**
 * The proven card, read-only: its state at the gates and what it owes (with the way to pay it), its trips and payments
 * of the operator's last days, the way to an account that keeps more, and "Done".
 */
export function CheckedCardView({
  card,
  onDone,
  onRefresh,
}: {
  readonly card: CheckedCard;
  readonly onDone: () => Promise<void>;
  readonly onRefresh: (note: Note) => Promise<void>;
}) {
  const { t } = useTranslation('card-check');
  // The card's state in the words the card-status feature uses, kept under gates.* of this page's own messages.
  const { t: tState } = useTranslation('card-check', { keyPrefix: 'gates' });
  const locale = useAccountLocale();
  const { timeZone } = useOperator();
  const now = useUseCase(Clock).now();
  const zone = timeZone ? { timeZone } : {};
  const state = stateView(tState, card.state, { formFactor: card.card.formFactor, locale, now, ...zone });
  const owes = card.state.amountDue.minor > 0;
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            <CardIdentity {...card.card} />
          </Heading>
          <Stack gap="1" align="flex-start">
            <Badge colorPalette={state.palette} variant="subtle" size="md" whiteSpace="normal">
              {state.badge}
            </Badge>
            <Text>{state.detail}</Text>
            {state.walletHint && <Text color="fg.muted">{state.walletHint}</Text>}
          </Stack>
          <Text fontWeight="semibold">
            {owes ? t('owes', { amount: formatMoney(card.state.amountDue, locale) }) : t('owesNothing')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('expires', { time: formatTimeOfDay(card.expiresAt, locale, timeZone ?? undefined) })}
          </Text>
        </Card.Body>
      </Card.Root>
      {owes && <CardPayForm amount={card.state.amountDue} onRefused={onRefresh} />}
      <Text color="fg.muted">
        {t('window', {
          count: card.windowDays,
          from: formatCalendarDay(card.from, locale),
          to: formatCalendarDay(card.to, locale),
        })}
      </Text>
      <CardTrips trips={card.trips} />
      <CardPayments payments={card.payments} />
      <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
        <Button variant="outline" onClick={() => void onDone()}>
          {t('done')}
        </Button>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={PATHS.signUp} state={checkedCardState(card.card)}>
            {t('createAccount')}
          </RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}
