import { hasVisibleText } from '../shared/visible-text';
import type { ReportKind } from './claim-case';
import type { CaseAnswer, Claims, ReportSubject } from './claims';

/** The longest text a report carries (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported). */
export const MAX_REPORT_TEXT = 500;

/** A problem with a charge, about one trip or one payment. */
export interface ProblemReport {
  readonly kind: ReportKind;
  readonly subject: ReportSubject;
  /** The rider's words; required for `other`. */
  readonly text: string;
}

/**
 * Reports a wrong charge (the wrong card or the phone charged, a charge not recognised, charged twice, other): the text
 * is trimmed, required for `other` (something visible: zero-width, control or format characters alone are no words) and at
 * most 500 characters — refused before asking the operator otherwise.
 */
export class ReportChargeProblem {
  constructor(private readonly claims: Claims) {}

  async execute(report: ProblemReport): Promise<CaseAnswer> {
    const text = hasVisibleText(report.text) ? report.text.trim() : '';
    if (report.kind === 'other' && text === '') return { kind: 'refused', reason: 'text_required' };
    if (text.length > MAX_REPORT_TEXT) return { kind: 'refused', reason: 'text_too_long' };
    return this.claims.report(report.kind, report.subject, text);
  }
}
