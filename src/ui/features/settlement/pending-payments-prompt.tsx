import { Alert, Button, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { StartSettlement } from '../../../core/settlement/start-settlement';
import { formatMoney } from '../../../core/travels/money';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useAction } from '../../shared/hooks/use-action';
import { WalletIcon } from '../../shared/icons/wallet-icon';
import { useCardStatesQuery } from '../../shared/server-state/card-status-queries';
import { usePendingAmount } from '../../shared/server-state/settlement-queries';
import { deniedCards } from '../../../core/card-status/card-state';

/**
 * The pending-payments prompt (docs/behaviour/rules.md#settlement): while failed payments add up to more than
 * zero, the amount and Pay now, which takes the rider to the provider's page to settle them; where the gates already
 * refuse a card (cardStatus), that it is blocked and that paying unblocks it.
 */
export function PendingPaymentsPrompt() {
  // Its messages load on their own: the page around it does not wait for them.
  return (
    <Suspense fallback={null}>
      <Prompt />
    </Suspense>
  );
}

function Prompt() {
  const { t } = useTranslation('settlement', { useSuspense: true });
  const locale = useAccountLocale();
  const pending = usePendingAmount();
  // A card the gates already refuse is not told it "keeps working": it is blocked, and paying unblocks it.
  const blocked = deniedCards(useCardStatesQuery().data ?? null).length;
  const startSettlement = useUseCase(StartSettlement);
  const run = useAction();
  if (!pending.data) return null;
  if (pending.data.kind === 'mixed-currencies') {
    // Debts in several currencies are not added up, nor paid at once: said, without Pay now.
    return (
      <Alert.Root status="warning" variant="surface" role="region" aria-label={t('settlement.title')}>
        <Alert.Indicator aria-hidden="true" />
        <Alert.Content>
          <Alert.Title>{t('settlement.title')}</Alert.Title>
          <Alert.Description>
            {t('settlement.mixedCurrencies', { currencies: pending.data.currencies.join(', ') })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (pending.data.amount.minor <= 0) return null;
  const amount = formatMoney(pending.data.amount, locale);
  // How many payments, in the language's plural form, when the operator counts them (docs/behaviour/rules.md#settlement).
  const count = pending.data.count;
  const text =
    blocked > 0
      ? t('settlement.blocked', { amount, count: blocked })
      : count
        ? t('settlement.counted', { amount, count })
        : t('settlement.text', { amount });
  return (
    <Alert.Root status="warning" variant="surface" role="region" aria-label={t('settlement.title')} alignItems="center">
      <Alert.Indicator aria-hidden="true" />
      <Stack
        gap="3"
        flex="1"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
        justify="space-between"
      >
        <Alert.Content>
          <Alert.Title>{t('settlement.title')}</Alert.Title>
          <Alert.Description>{text}</Alert.Description>
        </Alert.Content>
        <Button flexShrink={0} onClick={() => void run(() => startSettlement.execute())}>
          <WalletIcon />
          {t('settlement.payNow', { amount })}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
