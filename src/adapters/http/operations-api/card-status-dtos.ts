import type { CardStanding, CardState, CardStates } from '../../../core/card-status/card-state';
import { isRecord } from '../client/answer-body';
import { instant, money, text } from './travel-fields';

/** Readers of the `cardStatus` extension's answer (docs/contracts.md#cardstatus-a-cards-state-at-the-gates): null for anything out of shape. */

const STANDINGS: readonly CardStanding[] = ['active', 'payment_failed', 'denied'];

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** An optional instant: null or absent is none; anything else must be an instant. */
const optionalInstant = (value: unknown): Date | null | undefined =>
  value === null || value === undefined ? null : (instant(value) ?? undefined);

/** One card's state; null when it is out of shape. */
export function toCardState(value: unknown): CardState | null {
  if (!isRecord(value)) return null;
  const aliasPan = text(value.alias_pan);
  const standing =
    typeof value.state === 'string' && (STANDINGS as readonly string[]).includes(value.state)
      ? (value.state as CardStanding)
      : null;
  const amountDue = money(value.amount_due, value.currency);
  const failedCount = count(value.failed_count);
  const nextRetryAt = optionalInstant(value.next_retry_at);
  const deniedAt = optionalInstant(value.denied_at);
  const unblockedAt = optionalInstant(value.unblocked_at);
  if (!aliasPan || !standing || !amountDue || failedCount === null) return null;
  if (nextRetryAt === undefined || deniedAt === undefined || unblockedAt === undefined) return null;
  return { aliasPan, standing, amountDue, failedCount, nextRetryAt, deniedAt, unblockedAt };
}

/** `{payload:{retry_after_days, cards:[…]}}`; null when it is not one (a card out of shape spoils the answer). */
export function toCardStates(body: unknown): CardStates | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload || !Array.isArray(payload.cards)) return null;
  const retryAfterDays = count(payload.retry_after_days);
  const cards = payload.cards.map(toCardState);
  if (retryAfterDays === null || cards.some((card) => card === null)) return null;
  return { retryAfterDays, cards: cards as CardState[] };
}
