// Apart from paths.ts, which every first visit loads: only the card check's view and sign-up read this.

/** The card proven without an account, carried in the history entry's state to sign-up, which offers to keep it. */
export interface CheckedCardState {
  readonly checkedCard: { readonly label: string; readonly truncatedPan: string };
}

export const checkedCardState = (card: {
  readonly label: string;
  readonly truncatedPan: string;
}): CheckedCardState => ({
  checkedCard: { label: card.label, truncatedPan: card.truncatedPan },
});

/** The checked card a history entry's state carries, null when none (untrusted: only shown, never sent). */
export function checkedCardIn(state: unknown): CheckedCardState['checkedCard'] | null {
  const card = (state as Partial<CheckedCardState> | null)?.checkedCard;
  return card && typeof card.label === 'string' && typeof card.truncatedPan === 'string'
    ? { label: card.label.slice(0, 40), truncatedPan: card.truncatedPan.slice(0, 40) }
    : null;
}
