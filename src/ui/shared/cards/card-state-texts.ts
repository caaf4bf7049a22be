import type { TFunction } from 'i18next';
import { recentlyUnblocked, type CardState } from '../../../core/card-status/card-state';
import type { FormFactor } from '../../../core/cards/bank-card';
import { formatTimeOfDay } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';

/** How a card's state shows: its badge's words and colour, and the sentence that says what it means. */
export interface StateView {
  readonly badge: string;
  readonly palette: 'green' | 'orange' | 'red';
  readonly detail: string;
  /** For a phone wallet's debt: pay with the physical card it was made from. */
  readonly walletHint: string | null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day as the portal shows it (four-digit year), in the operator's zone. */
function formatDay(date: Date, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(timeZone ? { timeZone } : {}),
    });
    dayFormats.set(key, format);
  }
  return format.format(date);
}

/**
 * The words for a card's state (docs/contracts.md#cardstatus-a-cards-state-at-the-gates): active (and, for a week, when
 * a block was lifted), a payment failed (what is owed, the operator's next retry) or blocked at the gates until paid.
 */
export function stateView(
  t: TFunction<string, string>,
  state: CardState,
  context: { readonly formFactor: FormFactor; readonly locale: string; readonly timeZone?: string; readonly now: Date },
): StateView {
  const { locale, timeZone, now } = context;
  const amount = formatMoney(state.amountDue, locale);
  const walletHint = context.formFactor === 'device' && state.amountDue.minor > 0 ? t('wallet') : null;
  if (state.standing === 'denied') {
    const since = state.deniedAt ? formatDay(state.deniedAt, locale, timeZone) : null;
    return {
      badge: t('state.denied'),
      palette: 'red',
      detail: since ? t('detail.deniedSince', { amount, date: since }) : t('detail.denied', { amount }),
      walletHint,
    };
  }
  if (state.standing === 'payment_failed') {
    const retry = state.nextRetryAt ? formatDay(state.nextRetryAt, locale, timeZone) : null;
    return {
      badge: t('state.paymentFailed'),
      palette: 'orange',
      detail: retry ? t('detail.retry', { amount, date: retry }) : t('detail.noRetry', { amount }),
      walletHint,
    };
  }
  if (state.unblockedAt && recentlyUnblocked(state, now)) {
    const time = formatTimeOfDay(state.unblockedAt, locale, timeZone);
    const day = formatDay(state.unblockedAt, locale, timeZone);
    const today = day === formatDay(now, locale, timeZone);
    return {
      badge: t('state.active'),
      palette: 'green',
      detail: today ? t('detail.unblocked', { time }) : t('detail.unblockedOn', { date: day, time }),
      walletHint: null,
    };
  }
  return { badge: t('state.active'), palette: 'green', detail: t('detail.active'), walletHint: null };
}
