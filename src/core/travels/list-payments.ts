import type { BankCards } from '../cards/bank-cards';
import type { ReadSignal } from '../shared/read-signal';
import type { StoredSession } from '../session/stored-session';
import type { DateRange } from './date-range';
import { byUpdatedDescending, showsStatus, type Payment, type StatusFilter } from './payment';
import { riderAliasPans } from './rider-cards';
import type { TravelHistory } from './travel-history';

/**
 * The signed-in rider's payments over a range, filtered by status, latest change first (spec 2.10).
 * The operator sends other statuses (PENDING) whatever the flags: they show only with both on.
 */
export class ListPayments {
  constructor(
    private readonly history: TravelHistory,
    private readonly cards: BankCards,
    private readonly session: StoredSession,
  ) {}

  async execute(range: DateRange, statuses: StatusFilter, signal?: ReadSignal): Promise<Payment[]> {
    const aliasPans = await riderAliasPans(this.cards, this.session, signal);
    if (aliasPans.length === 0) return [];
    const payments = await this.history.payments({ range, aliasPans, statuses }, signal);
    return payments.filter((payment) => showsStatus(statuses, payment.status)).sort(byUpdatedDescending);
  }
}
