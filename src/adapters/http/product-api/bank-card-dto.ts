import type { BankCard } from '../../../core/cards/bank-card';
import type { AddCardAnswer } from '../../../core/cards/bank-cards';
import { schemeOf } from '../../../core/cards/card-scheme';
import type { TappedCard } from '../../../core/cards/tapped-card';
import { isRecord } from '../client/answer-body';

/** The product API's answers about cards (docs/behaviour/operator-contract.md#product-api-calls). */
export const ALREADY_ADDED = 'Bank Card Already Added';
/** The sandbox's answer for a card another account holds (docs/contracts.md). */
export const LINKED_ELSEWHERE = 'Bank Card Linked To Another Account';

const text = (value: unknown): string | null => (typeof value === 'string' && value.length <= 200 ? value : null);
const optionalText = (value: unknown): string | null | undefined =>
  value === null || value === undefined ? null : (text(value) ?? undefined);
const date = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** A bank card as the product API sends it (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required); null for anything else. */
export function toBankCard(dto: unknown): BankCard | null {
  if (!isRecord(dto)) return null;
  const id = typeof dto.id === 'string' && /^\d+$/.test(dto.id) ? Number(dto.id) : dto.id;
  const label = text(dto.label) ?? '';
  const truncatedPan = text(dto.truncated_pan);
  const aliasPan = text(dto.alias_pan);
  const aid = optionalText(dto.aid);
  const created = date(dto.created);
  const updated = date(dto.updated);
  if (
    typeof id !== 'number' ||
    !Number.isSafeInteger(id) ||
    !truncatedPan ||
    !aliasPan ||
    aid === undefined ||
    !created ||
    !updated
  )
    return null;
  const formFactor = dto.form_factors_name === 'DEVICE' ? 'device' : 'card';
  return { id, label, scheme: schemeOf(label), truncatedPan, aliasPan, aid, formFactor, created, updated };
}

/** An array of cards, every one well formed; null otherwise. */
export function toBankCards(body: unknown): BankCard[] | null {
  if (!Array.isArray(body)) return null;
  const cards = body.map(toBankCard);
  return cards.every((card): card is BankCard => card !== null) ? cards : null;
}

export function toAddCardAnswer(body: unknown): AddCardAnswer | null {
  if (body === ALREADY_ADDED) return { kind: 'already-added' };
  if (body === LINKED_ELSEWHERE) return { kind: 'linked-elsewhere' };
  const cards = toBankCards(body);
  return cards ? { kind: 'added', cards } : null;
}

/** The card object of the operations lookup, as bank_cards/add takes it back (docs/behaviour/operator-contract.md#product-api-calls). */
export const toLookupCardDto = (card: TappedCard) => ({
  token: card.token,
  pan_token: card.aliasPan,
  payment_account_reference: card.paymentAccountReference,
  truncated_pan: card.truncatedPan,
  label: card.label,
  form_factors_name: card.formFactor === 'device' ? 'DEVICE' : 'CARD',
});
