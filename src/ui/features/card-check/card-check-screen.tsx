import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompleteCardPayment, EndCardCheck, ReadCheckedCard } from '../../../core/card-check/card-access';
import { RedeemCardProof } from '../../../core/card-check/check-a-card';
import type { CheckedCard } from '../../../core/card-check/checked-card';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { useOnArrival } from '../../shared/hooks/use-on-arrival';
import { useOperator } from '../../shared/operator-context';
import { useProviderReturnParams } from '../../shared/payment/use-provider-return';
import { CardCheckIntro } from './card-check-intro';
import { CheckedCardView } from './checked-card-view';
import { NoteAlert } from './note-alert';
import { paymentNote, proofNote, type Note } from './outcome-notes';

type View =
  | { readonly kind: 'arriving' }
  | { readonly kind: 'intro'; readonly note: Note | null }
  | { readonly kind: 'card'; readonly card: CheckedCard; readonly note: Note | null };

/**
 * Check a card without an account (/card-check, docs/behaviour/screens.md#check-a-card): the card proven on the
 * provider's hosted page shows, for 15 minutes, its state at the gates, what it owes, its recent trips and payments,
 * and pays its debt. Back from the provider (`returnFrom`), the answer is read once, taken out of the address bar
 * and handed to the operator, who alone verifies it.
 */
export function CardCheckScreen({ returnFrom }: { readonly returnFrom: 'proof' | 'payment' }) {
  const { t } = useTranslation('card-check', { useSuspense: true });
  const operator = useOperator();
  const params = useProviderReturnParams();
  const run = useAction();
  const redeem = useUseCase(RedeemCardProof);
  const read = useUseCase(ReadCheckedCard);
  const complete = useUseCase(CompleteCardPayment);
  const end = useUseCase(EndCardCheck);
  const [view, setView] = useState<View>({ kind: 'arriving' });
  const heading = useRef<HTMLHeadingElement>(null);

  const show = (card: CheckedCard | null, note: Note | null) =>
    setView(card ? { kind: 'card', card, note } : { kind: 'intro', note });

  const { failed, retry } = useOnArrival(async () => {
    const shown = await run(async () => {
      if (returnFrom === 'payment') {
        const outcome = await complete.execute(params);
        show(outcome.kind === 'no-access' ? null : outcome.card, paymentNote(t, outcome));
        return true;
      }
      const outcome = await redeem.execute(params);
      show(
        outcome.kind === 'none' || outcome.kind === 'access' ? await read.execute() : null,
        proofNote(t, outcome, operator.name),
      );
      return true;
    });
    return shown === true;
  });

  // The page's subject changed (the card shown, or gone): the keyboard starts again from its heading.
  useEffect(() => {
    if (view.kind !== 'arriving') heading.current?.focus();
  }, [view.kind]);

  const done = async () => {
    await run(() => end.execute());
    setView({ kind: 'intro', note: { tone: 'info', text: t('doneNote') } });
  };

  const refresh = async (note: Note) => {
    const card = await run(() => read.execute());
    if (card !== undefined) show(card, note);
  };

  return (
    <Container maxW="4xl">
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} ref={heading} tabIndex={-1} outline="none">
          {t('title')}
        </Heading>
        {view.kind === 'arriving' && <Text role="status">{failed ? t('failed') : t('returning')}</Text>}
        {view.kind === 'arriving' && failed && <RetryButton onRetry={retry} />}
        {view.kind !== 'arriving' && view.note && <NoteAlert note={view.note} />}
        {view.kind === 'intro' && <CardCheckIntro />}
        {view.kind === 'card' && <CheckedCardView card={view.card} onDone={done} onRefresh={refresh} />}
      </Stack>
    </Container>
  );
}

function RetryButton({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('card-check');
  return (
    <Button variant="outline" alignSelf="flex-start" onClick={onRetry}>
      {t('retry')}
    </Button>
  );
}
