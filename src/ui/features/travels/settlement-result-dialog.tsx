import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadProviderAnswer } from '../../../core/cards/provider-answer';
import { CompleteSettlement } from '../../../core/settlement/complete-settlement';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useAction } from '../../shared/hooks/use-action';
import { useOnArrival } from '../../shared/hooks/use-on-arrival';
import { PENDING_AMOUNT_KEY } from '../../shared/settlement/use-pending-amount';
import { settlementOutcomeText, type ShownOutcome as Shown } from './settlement-outcome-text';

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
  const { title, message, alert } = settlementOutcomeText(outcome, { t, cards, locale });
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && setOpen(false)}
      placement="center"
      role={alert ? 'alertdialog' : 'dialog'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
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
