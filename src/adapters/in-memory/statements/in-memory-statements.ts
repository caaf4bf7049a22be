import type { Clock } from '../../../core/shared/clock';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { StoredSession } from '../../../core/session/stored-session';
import type { Issuer, StatementIssue } from '../../../core/statements/statement-issue';
import type { IssueAnswer, Statements } from '../../../core/statements/statements';
import { dayInZone } from '../../../core/travels/journey-days';
import { statementPeriodRefusal } from '../../../../contract/operator-rules.mjs';
import type { DateRange } from '../../../core/travels/date-range';
import { OPERATOR_IDENTITIES } from '../shared/operator-identities';

/** The sandbox's metro: fares include VAT at 10 %. */
export const METRO_ISSUER: Issuer = { ...OPERATOR_IDENTITIES.metro, vat: { kind: 'rate', percent: 10 } };

/**
 * Statement numbers in memory, as the sandbox issues them (docs/contracts.md#statements-statements-for-a-period-for-expenses):
 * per operator and year without gaps, the same number for the same account and period; `bad_period` for a period
 * that is not one (over 366 days, backwards, a day that does not exist), `outside_history` for one not past or older
 * than the history kept (the operator's rule, contract/operator-rules.mjs), today in the operator's zone.
 */
export class InMemoryStatements implements Statements {
  private readonly issued = new Map<string, StatementIssue>();
  private readonly lastOfYear = new Map<number, number>();

  constructor(
    private readonly session: StoredSession,
    private readonly clock: Clock,
    private readonly operatorKey = 'metro',
    private readonly issuer: Issuer = METRO_ISSUER,
    private readonly timeZone = 'Europe/Rome',
  ) {}

  async issue(range: DateRange, signal?: ReadSignal): Promise<IssueAnswer> {
    await Promise.resolve();
    if (signal?.aborted) throw Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    const { from, to } = range;
    const refusal = statementPeriodRefusal({ from, to }, dayInZone(this.clock.now(), this.timeZone));
    if (refusal) return { kind: 'refused', reason: refusal };
    const key = `${account.id}|${from}|${to}`;
    let issue = this.issued.get(key);
    if (!issue) {
      const issuedAt = this.clock.now();
      const year = issuedAt.getUTCFullYear();
      const sequence = (this.lastOfYear.get(year) ?? 0) + 1;
      this.lastOfYear.set(year, sequence);
      const number = `${this.operatorKey.toUpperCase()}-${year}-${String(sequence).padStart(6, '0')}`;
      issue = { number, from, to, issuedAt, issuer: this.issuer };
      this.issued.set(key, issue);
    }
    return { kind: 'issued', issue };
  }
}
