import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadProviderAnswer } from '../../../core/cards/provider-answer';
import { CompleteSettlement, type SettlementOutcome } from '../../../core/settlement/complete-settlement';
import { formatMoney } from '../../../core/travels/money';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useAction } from '../../shared/hooks/use-action';
import { useOnArrival } from '../../shared/hooks/use-on-arrival';
import { PENDING_AMOUNT_KEY } from '../../shared/settlement/use-pending-amount';

type Shown = SettlementOutcome | { readonly kind: 'malformed' };

/**
 * The rider is back from paying what they owed (spec 2.10, 4): the provider's answer is reported
 * once, and the operator's verified record decides what the modal says.
 */
export function SettlementResultDialog({ answer }: { answer: Exclude<ReadProviderAnswer, { kind: 'none' }> }) {
  const { t } = useTranslation('travels');
  const { t: cards } = useTranslation('cards');
  const locale = useAccountLocale();
  const completeSettlement = useUseCase(CompleteSettlement);
  const run = useAction();
  const queries = useQueryClient();
  const [outcome, setOutcome] = useState<Shown | null>(answer.kind === 'malformed' ? { kind: 'malformed' } : null);
  const [open, setOpen] = useState(true);

  useOnArrival(async () => {
    if (answer.kind !== 'answer') return true;
    const completed = await run(() => completeSettlement.execute(answer.answer));
    if (!completed) return false;
    setOutcome(completed);
    await Promise.all(
      [PENDING_AMOUNT_KEY, ['payments'], ['tickets']].map((queryKey) => queries.invalidateQueries({ queryKey })),
    );
    return true;
  });

  if (!outcome || !open) return null;
  const success = outcome.kind === 'paid';
  const message =
    outcome.kind === 'paid'
      ? t('settlement.paid', { amount: formatMoney(outcome.amount, locale) })
      : outcome.kind === 'declined'
        ? t('settlement.declined', { reason: cards(`declined.${outcome.result}`) })
        : outcome.kind === 'not-confirmed'
          ? t('settlement.notConfirmed')
          : t('settlement.malformed');
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && setOpen(false)}
      placement="center"
      role={success ? 'dialog' : 'alertdialog'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(success ? 'settlement.successTitle' : 'settlement.failedTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={() => setOpen(false)}>{t('close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
