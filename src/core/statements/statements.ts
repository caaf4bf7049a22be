import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { DateRange } from '../travels/date-range';
import type { StatementIssue } from './statement-issue';

/**
 * Why the operator refuses a period: `bad_period`, not a period (days that do not exist, backwards, over 366 days);
 * `outside_history`, not past or older than the history it keeps.
 */
export type PeriodRefusal = 'bad_period' | 'outside_history';

/** The operator's answer to a statement's period: numbered, or refused (a period it does not take). */
export type IssueAnswer =
  | { readonly kind: 'issued'; readonly issue: StatementIssue }
  | { readonly kind: 'refused'; readonly reason: PeriodRefusal };

/**
 * The operator's statement numbering (the `statements` extension: docs/contracts.md#statements-statements-for-a-period-for-expenses):
 * the same period always answers the same number; only past periods within the history the operator keeps are numbered.
 */
export interface Statements {
  issue(range: DateRange, signal?: ReadSignal): Promise<IssueAnswer>;
}

export const Statements: Token<Statements> = token('Statements');
