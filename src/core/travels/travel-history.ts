import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { DateRange } from './date-range';
import type { Payment, StatusFilter } from './payment';
import type { PaymentInfo } from './payment-info';
import type { Ticket } from './ticket';

/** Which of the rider's cards, over which days. */
export interface TravelQuery {
  readonly range: DateRange;
  /** The alias_pans of the rider's cards; at least one. */
  readonly aliasPans: readonly string[];
}

/** Which payments: the cards and the range, and the statuses shown. */
export type PaymentQuery = TravelQuery & { readonly statuses: StatusFilter };

/** The rider's trips and payments at the operator's operations API (docs/behaviour/operator-contract.md#operations-api-calls). */
export interface TravelHistory {
  /** Every trip of the range (the whole range: the lists page it themselves). */
  tickets(query: TravelQuery, signal?: ReadSignal): Promise<Ticket[]>;
  payments(query: PaymentQuery, signal?: ReadSignal): Promise<Payment[]>;
  /** A payment's receipt data; null when the operator knows no such payment. */
  paymentInfo(shortId: string, signal?: ReadSignal): Promise<PaymentInfo | null>;
}

export const TravelHistory: Token<TravelHistory> = token('TravelHistory');
