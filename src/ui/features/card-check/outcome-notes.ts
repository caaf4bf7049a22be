import type { TFunction } from 'i18next';
import type { CardPaymentOutcome } from '../../../core/card-check/card-access';
import type { CardCheckReturn } from '../../../core/card-check/check-a-card';
import type { CardPaymentRefusal } from '../../../core/card-check/checked-card';

/** A sentence the page says after an action: its tone, and whether it offers to log in. */
export interface Note {
  readonly tone: 'success' | 'info' | 'warning' | 'error';
  readonly text: string;
  readonly logIn?: true;
}

/** What the return from proving a card says; null when there is nothing to say (an access, no return at all). */
export function proofNote(t: TFunction<'card-check'>, outcome: CardCheckReturn, operator: string): Note | null {
  switch (outcome.kind) {
    case 'access':
    case 'none':
      return null;
    case 'cancelled':
      return { tone: 'info', text: t('outcome.cancelled') };
    case 'malformed':
      return { tone: 'error', text: t('outcome.malformed') };
    case 'belongsToAccount':
      return { tone: 'info', text: t('outcome.belongsToAccount'), logIn: true };
    case 'neverTapped':
      return { tone: 'info', text: t('outcome.neverTapped', { operator }) };
    case 'refused':
      return {
        tone: outcome.reason === 'throttled' ? 'warning' : 'error',
        text: t(`outcome.refused.${outcome.reason}`),
      };
  }
}

/** What the return from paying says. */
export function paymentNote(t: TFunction<'card-check'>, outcome: CardPaymentOutcome): Note {
  switch (outcome.kind) {
    case 'paid':
      return { tone: 'success', text: t('paid.paid') };
    case 'pending':
      return { tone: 'info', text: t('paid.pending') };
    case 'declined':
      return { tone: 'error', text: t('paid.declined') };
    case 'cancelled':
      return { tone: 'info', text: t('paid.cancelled') };
    case 'no-access':
      return { tone: 'warning', text: t('paid.noAccess') };
  }
}

/** Why paying could not start. */
export const payRefusalText = (t: TFunction<'card-check'>, reason: CardPaymentRefusal): string =>
  t(`pay.refused.${reason}`);
