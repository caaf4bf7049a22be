import type { ReadSignal } from '../shared/read-signal';
import { byUpdatedDescending, showsStatus, type Payment } from './payment';
import type { PaymentQuery, TravelHistory } from './travel-history';

/**
 * The rider's payments over a range on the given cards, filtered by status, latest change first
 * (docs/behaviour/screens.md#payments). The caller passes the alias pans of the rider's cards it already holds. The operator
 * sends other statuses (PENDING) whatever the flags: they show only with both on.
 */
export class ListPayments {
  constructor(private readonly history: TravelHistory) {}

  async execute(query: PaymentQuery, signal?: ReadSignal): Promise<Payment[]> {
    if (query.aliasPans.length === 0) return [];
    const payments = await this.history.payments(query, signal);
    return payments.filter((payment) => showsStatus(query.statuses, payment.status)).sort(byUpdatedDescending);
  }
}
