import type { Money } from '../travels/money';
import type { Ticket } from '../travels/ticket';

/**
 * What a correction would give back: the maximum fare charged minus the fare expected with a tap-out, never below 0;
 * null for a trip that is not incomplete (or in another currency than its expected fare).
 */
export function refundPreview(ticket: Pick<Ticket, 'amount' | 'incomplete'>): Money | null {
  const expected = ticket.incomplete?.expected;
  if (!expected || expected.currency !== ticket.amount.currency) return null;
  return { minor: Math.max(0, ticket.amount.minor - expected.minor), currency: ticket.amount.currency };
}
