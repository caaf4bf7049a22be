import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../../core/cards/bank-card';
import type { LinkRefusal, RiderConcession } from '../../../core/concessions/concession';
import { useConcessionActions } from '../../shared/server-state/concession-actions';

export interface ConcessionCardsProps {
  readonly concession: RiderConcession;
  readonly cards: readonly BankCard[];
  readonly cardsLeft: number;
  /** The concession's name, for the group's label. */
  readonly name: string;
}

/**
 * The rider's cards, each a checkbox: checked, the card pays the concession's fares from its next tap. A card past the
 * operator's limit cannot be checked (it says so); the operator's refusals are said beside the group.
 */
export function ConcessionCards({ concession, cards, cardsLeft, name }: ConcessionCardsProps) {
  const { t } = useTranslation('concessions');
  const { link } = useConcessionActions();
  const [saving, setSaving] = useState<string | null>(null);
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  if (cards.length === 0) return <Text color="fg.muted">{t('cards.none')}</Text>;
  const turn = async (card: BankCard, linked: boolean) => {
    if (saving) return;
    setSaving(card.aliasPan);
    const answer = await link({ concessionId: concession.id, aliasPan: card.aliasPan, linked });
    setSaving(null);
    if (!answer) return;
    if (answer.kind === 'refused')
      setSaid({ text: t(`linkRefusal.${answer.reason satisfies LinkRefusal}`), refused: true });
    else setSaid({ text: t(linked ? 'cards.linked' : 'cards.unlinked', { card: cardName(card) }), refused: false });
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{t('cards.legend', { name })}</Fieldset.Legend>
      <Fieldset.HelperText>{t('cards.hint', { count: cardsLeft })}</Fieldset.HelperText>
      <Stack gap="2" mt="2">
        {cards.map((card) => {
          const carried = concession.cards.includes(card.aliasPan);
          return (
            <Checkbox.Root
              key={card.aliasPan}
              checked={carried}
              onCheckedChange={(details) => void turn(card, details.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput aria-busy={saving === card.aliasPan || undefined} />
              <Checkbox.Control borderColor="gray.600" />
              <Checkbox.Label>{cardName(card)}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
      <Text
        role={said?.refused ? 'alert' : 'status'}
        fontSize="sm"
        minH="5"
        color={said?.refused ? 'red.700' : undefined}
      >
        {said?.text ?? ''}
      </Text>
    </Fieldset.Root>
  );
}

/** A card as the rider knows it: its scheme and last four digits. */
const cardName = (card: BankCard): string => `${card.label} •••• ${card.truncatedPan.slice(-4)}`;
