import type { Payment } from '../travels/payment';
import { fullFareOf, type PaymentInfo } from '../travels/payment-info';
import type { Statement, StatementCard, StatementPayment } from './statement';
import type { StatementIssue } from './statement-issue';
import { includedVat, totalsByCurrency } from './statement-totals';

/** A settlement (`S-…`) pays payments the statement lists already: it is not a charge of its own. */
export const isSettlement = (payment: Payment): boolean => payment.shortId.startsWith('S-');

/**
 * Which of a period's payments a statement lists (docs/contracts.md#statements-statements-for-a-period-for-expenses):
 * charged ones (settled online included) and refund lines, not settlements, failed or pending ones.
 */
export const listedOnStatement = (payment: Payment): boolean =>
  payment.status.kind === 'succeeded' && !isSettlement(payment);

const cardKey = (payment: Payment): string => `${payment.card.truncatedPan}|${payment.card.label}`;

/**
 * The statement of a period: its listed payments grouped per card (in the order the cards first paid), each card's lines
 * oldest first with their trips (`infos`, by short id), the totals per card and in all.
 */
export function statementOf(input: {
  readonly issue: StatementIssue;
  readonly holder: Statement['holder'];
  readonly payments: readonly Payment[];
  readonly infos: ReadonlyMap<string, PaymentInfo>;
}): Statement {
  const listed = input.payments
    .filter(listedOnStatement)
    .sort((a, b) => a.updated.getTime() - b.updated.getTime() || a.shortId.localeCompare(b.shortId));
  const groups = new Map<string, Payment[]>();
  for (const payment of listed) groups.set(cardKey(payment), [...(groups.get(cardKey(payment)) ?? []), payment]);
  const cards: StatementCard[] = [...groups.values()].map((payments) => {
    const lines = payments.map((payment) => lineOf(payment, input.infos.get(payment.shortId)));
    return {
      card: { ...payments[0]!.card },
      payments: lines,
      totals: totalsByCurrency(lines.map((line) => line.amount)),
    };
  });
  const totals = totalsByCurrency(cards.flatMap((card) => card.payments.map((line) => line.amount)));
  const { vat } = input.issue.issuer;
  return {
    issue: input.issue,
    holder: input.holder,
    cards,
    totals,
    vatIncluded: vat.kind === 'rate' ? totals.map((total) => includedVat(total, vat.percent)) : null,
  };
}

function lineOf(payment: Payment, info: PaymentInfo | undefined): StatementPayment {
  if (payment.refund)
    return {
      shortId: payment.shortId,
      kind: 'refund',
      paidAt: payment.updated,
      amount: { minor: -Math.abs(payment.amount.minor), currency: payment.amount.currency },
      trips: [],
    };
  return {
    shortId: payment.shortId,
    kind: 'charge',
    paidAt: info?.paidAt ?? payment.updated,
    amount: payment.amount,
    trips: [...(info?.tickets ?? [])]
      .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime())
      .map((ticket) => ({
        fare: ticket.fare,
        ...(ticket.fareNames ? { fareNames: ticket.fareNames } : {}),
        validFrom: ticket.validFrom,
        validTo: ticket.validTo,
        timeZone: ticket.timeZone,
        amount: ticket.amount,
        firstTap: ticket.firstTap,
        lastTap: ticket.lastTap,
        ...(ticket.concession
          ? { concession: { key: ticket.concession.key, fullFare: fullFareOf(ticket, ticket.concession) } }
          : {}),
      })),
  };
}
