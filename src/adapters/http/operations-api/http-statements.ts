import type { AxiosInstance } from 'axios';
import type { ReadSignal } from '../../../core/shared/read-signal';
import type { IssueAnswer, Statements } from '../../../core/statements/statements';
import type { DateRange } from '../../../core/travels/date-range';
import { call } from '../client/api-call';
import { toIssueRefusal, toStatementIssue } from './statement-dtos';

/**
 * Statement numbers at the operations API (the `statements` extension:
 * docs/contracts.md#statements-statements-for-a-period-for-expenses): `POST {oms}/statements/{operatorKey}`.
 */
export class HttpStatements implements Statements {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
  ) {}

  issue(range: DateRange, signal?: ReadSignal): Promise<IssueAnswer> {
    return call<IssueAnswer>(
      this.http,
      {
        method: 'POST',
        path: `/statements/${encodeURIComponent(this.operatorKey)}`,
        body: { from: range.from, to: range.to },
      },
      {
        read: (body) => {
          const issue = toStatementIssue(body);
          return issue ? { kind: 'issued', issue } : null;
        },
        byStatus: { 400: toIssueRefusal },
        ...(signal ? { signal } : {}),
      },
    );
  }
}
