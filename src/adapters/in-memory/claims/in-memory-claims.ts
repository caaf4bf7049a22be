import type { ClaimCase, ReportKind } from '../../../core/claims/claim-case';
import type { ClaimRules } from '../../../core/claims/claim-rules';
import type { CaseAnswer, Claims, ReportSubject } from '../../../core/claims/claims';
import type { StoredSession } from '../../../core/session/stored-session';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { Decision, InMemoryCaseBook } from './in-memory-case-book';

/**
 * Claims in memory, scoped as the sandbox scopes it (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported):
 * the signed-in rider's cases over the in-memory case book; another rider's trip or payment is forbidden. Without a
 * case book (an operator not offering claims) the rules are null and there are no cases.
 */
export class InMemoryClaims implements Claims {
  constructor(
    private readonly book: InMemoryCaseBook | null,
    private readonly session: StoredSession,
  ) {}

  async rules(signal?: ReadSignal): Promise<ClaimRules | null> {
    await this.answer(signal);
    this.accountId();
    return this.book?.rules ?? null;
  }

  async cases(signal?: ReadSignal): Promise<ClaimCase[]> {
    await this.answer(signal);
    const accountId = this.accountId();
    return this.book?.casesOf(accountId) ?? [];
  }

  async claimCorrection(ticketId: string, exitStation: string): Promise<CaseAnswer> {
    await this.answer();
    const accountId = this.accountId();
    if (!this.book) return { kind: 'refused', reason: 'not_found' };
    return this.book.correction(accountId, ticketId, exitStation);
  }

  async report(kind: ReportKind, subject: ReportSubject, text: string): Promise<CaseAnswer> {
    await this.answer();
    const accountId = this.accountId();
    if (!this.book) return { kind: 'refused', reason: 'not_found' };
    return this.book.report(accountId, kind, subject, text);
  }

  /** The operator's decision on a case (for tests: the sandbox's review page). */
  decide(caseId: string, decision: Decision): ClaimCase {
    if (!this.book) throw new Error('the operator offers no claims');
    return this.book.decide(caseId, decision);
  }

  private accountId(): number {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    return account.id;
  }

  /** Answers asynchronously, as a call does; a read called off before then is an abort. */
  private async answer(signal?: ReadSignal): Promise<void> {
    await Promise.resolve();
    if (signal?.aborted) throw Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
  }
}
