import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AddBankCard, type AddBankCardOutcome } from '../../../core/cards/add-bank-card';
import type { ReadProviderAnswer } from '../../../core/cards/provider-answer';
import { BANK_CARDS_KEY } from '../../shared/cards/use-bank-cards-query';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { useOnArrival } from '../../shared/hooks/use-on-arrival';
import { PATHS } from '../../shared/paths';
import type { DeclinedState } from './declined-state';
import { useNavigateAfter } from './use-navigate-after';

/** How long the result stays before the rider is taken to the card list (spec 9). */
export const RESULT_REDIRECT_MS = 2500;

const REDIRECTS: ReadonlySet<AddBankCardOutcome['kind']> = new Set(['succeeded', 'already-added', 'unused']);

/** The result modal of a card registration (spec 2.12): the card, the outcome, then the list. */
export function CardResultDialog({ answer }: { answer: Exclude<ReadProviderAnswer, { kind: 'none' }> }) {
  const { t } = useTranslation('cards');
  const addBankCard = useUseCase(AddBankCard);
  const run = useAction();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [outcome, setOutcome] = useState<AddBankCardOutcome | null>(
    answer.kind === 'malformed' ? { kind: 'malformed' } : null,
  );
  const toList = () => void navigate(PATHS.bankCards, { replace: true });

  useOnArrival(async () => {
    if (answer.kind !== 'answer') return true;
    const added = await run(() => addBankCard.execute(answer.answer));
    if (!added) return false;
    await queries.invalidateQueries({ queryKey: BANK_CARDS_KEY });
    if (added.kind === 'declined') {
      const state: DeclinedState = { declined: added.result };
      void navigate(PATHS.bankCards, { replace: true, state });
    } else setOutcome(added);
    return true;
  });

  useNavigateAfter(outcome !== null && REDIRECTS.has(outcome.kind), RESULT_REDIRECT_MS, PATHS.bankCards);

  if (!outcome || outcome.kind === 'declined') return null;
  const card =
    'truncatedPan' in outcome
      ? outcome.truncatedPan
      : outcome.kind === 'unused' && outcome.panTail
        ? t('outcome.cardEnding', { tail: outcome.panTail })
        : null;
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && toList()}
      placement="center"
      role={outcome.kind === 'succeeded' ? 'dialog' : 'alertdialog'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('outcome.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {card && (
                  <Text fontFamily="mono" fontSize="lg">
                    {card}
                  </Text>
                )}
                <Dialog.Description asChild>
                  <Text fontSize="lg" fontWeight="semibold">
                    {t(`outcome.${outcome.kind}`)}
                  </Text>
                </Dialog.Description>
                {outcome.kind === 'unused' && <Text color="fg.muted">{t('outcome.unusedHelp')}</Text>}
                {REDIRECTS.has(outcome.kind) && (
                  <Text color="fg.muted" role="status">
                    {t('outcome.redirect')}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={toList}>{t('outcome.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
