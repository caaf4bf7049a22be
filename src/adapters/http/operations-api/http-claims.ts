import type { AxiosInstance } from 'axios';
import type { ClaimCase, ReportKind } from '../../../core/claims/claim-case';
import type { ClaimRules } from '../../../core/claims/claim-rules';
import type { CaseAnswer, Claims, ReportSubject } from '../../../core/claims/claims';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { call, type Reader } from '../client/api-call';
import { toCaseRefusal, toClaimCase, toClaimCaseAnswer, toClaimRules } from './claim-dtos';
import { payloadOf } from './travel-fields';

/** A trip's id as the operator names it: a number when it is one (`ticket_id: 4812`). */
const ticketIdOf = (ticketId: string): number | string => (/^\d{1,15}$/.test(ticketId) ? Number(ticketId) : ticketId);

const opened: Reader<CaseAnswer> = (body) => {
  const read = toClaimCaseAnswer(body);
  return read ? { kind: 'opened', case: read } : null;
};

const refusal: Reader<CaseAnswer> = (body) => {
  const reason = toCaseRefusal(body);
  return reason ? { kind: 'refused', reason } : null;
};

/** A case opened (201), or the operator's refusal: 400/409/422 with its `code`, 404 `not_found`; 403 stays 'forbidden'. */
const CASE_ANSWERS = {
  '2xx': opened,
  400: refusal,
  404: (): CaseAnswer => ({ kind: 'refused', reason: 'not_found' }),
  409: refusal,
  422: refusal,
};

/**
 * Claims at the operations API (the `claims` extension: docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 * For an operator that does not offer claims, `rules()` is null and `cases()` empty without a call.
 */
export class HttpClaims implements Claims {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
    private readonly offered = true,
  ) {}

  async rules(signal?: ReadSignal): Promise<ClaimRules | null> {
    if (!this.offered) return null;
    const found = await call<ClaimRules | 'none'>(
      this.http,
      { method: 'GET', path: `/claim_rules/${this.key()}` },
      { read: toClaimRules, byStatus: { 404: () => 'none' }, ...(signal ? { signal } : {}) },
    );
    return found === 'none' ? null : found;
  }

  async cases(signal?: ReadSignal): Promise<ClaimCase[]> {
    if (!this.offered) return [];
    // A 404: the operator does not offer claims after all (as for the rules), so the rider has no cases.
    return call<ClaimCase[]>(
      this.http,
      { method: 'GET', path: `/cases/${this.key()}` },
      { read: (body) => payloadOf(body, toClaimCase), byStatus: { 404: () => [] }, ...(signal ? { signal } : {}) },
    );
  }

  claimCorrection(ticketId: string, exitStation: string): Promise<CaseAnswer> {
    const body = { ticket_id: ticketIdOf(ticketId), exit_station: exitStation };
    return call(
      this.http,
      { method: 'POST', path: `/cases/${this.key()}/corrections`, body },
      { read: opened, byStatus: CASE_ANSWERS },
    );
  }

  report(kind: ReportKind, subject: ReportSubject, text: string): Promise<CaseAnswer> {
    const about =
      'ticketId' in subject
        ? { ticket_id: ticketIdOf(subject.ticketId) }
        : { payment_short_id: subject.paymentShortId };
    return call(
      this.http,
      { method: 'POST', path: `/cases/${this.key()}/reports`, body: { kind, ...about, text } },
      { read: opened, byStatus: CASE_ANSWERS },
    );
  }

  private key(): string {
    return encodeURIComponent(this.operatorKey);
  }
}
