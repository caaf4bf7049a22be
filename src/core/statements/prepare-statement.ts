import type { ReadSignal } from '../shared/read-signal';
import { ServiceFailure } from '../shared/service-failure';
import type { StoredSession } from '../session/stored-session';
import type { DateRange } from '../travels/date-range';
import type { PaymentInfo } from '../travels/payment-info';
import type { TravelHistory } from '../travels/travel-history';
import type { Statement } from './statement';
import { listedOnStatement, statementOf } from './statement-of';
import type { PeriodRefusal, Statements } from './statements';

export type StatementAnswer =
  | { readonly kind: 'statement'; readonly statement: Statement }
  | { readonly kind: 'refused'; readonly reason: PeriodRefusal };

/** Receipts read at once: enough to be quick, few enough not to crowd the operator. */
const AT_ONCE = 4;

/**
 * A statement for a period (docs/contracts.md#statements-statements-for-a-period-for-expenses): the operator numbers it,
 * the payments are those the payments page lists (charged ones), each with the trips of its receipt.
 */
export class PrepareStatement {
  constructor(
    private readonly statements: Statements,
    private readonly history: TravelHistory,
    private readonly session: StoredSession,
  ) {}

  async execute(
    input: { readonly range: DateRange; readonly aliasPans: readonly string[] },
    signal?: ReadSignal,
  ): Promise<StatementAnswer> {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    const answer = await this.statements.issue(input.range, signal);
    if (answer.kind === 'refused') return answer;
    const payments =
      input.aliasPans.length === 0
        ? []
        : await this.history.payments(
            { range: input.range, aliasPans: input.aliasPans, statuses: { succeeded: true, failed: false } },
            signal,
          );
    const charges = payments.filter((payment) => listedOnStatement(payment) && !payment.refund);
    const infos = new Map<string, PaymentInfo>();
    for (let start = 0; start < charges.length; start += AT_ONCE) {
      const read = await Promise.all(
        charges.slice(start, start + AT_ONCE).map((payment) => this.history.paymentInfo(payment.shortId, signal)),
      );
      for (const info of read) if (info) infos.set(info.shortId, info);
    }
    const holder = { name: `${account.name} ${account.surname}`.trim(), email: account.email };
    return { kind: 'statement', statement: statementOf({ issue: answer.issue, holder, payments, infos }) };
  }
}
