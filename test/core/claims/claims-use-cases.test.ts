import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../src/adapters/in-memory/shared/fixed-clock';
import type { ClaimCase, ReportKind } from '../../../src/core/claims/claim-case';
import { ClaimJourneyCorrection } from '../../../src/core/claims/claim-journey-correction';
import type { ClaimRules } from '../../../src/core/claims/claim-rules';
import type { CaseAnswer, Claims, ReportSubject } from '../../../src/core/claims/claims';
import { ListCases } from '../../../src/core/claims/list-cases';
import { LoadClaimRules } from '../../../src/core/claims/load-claim-rules';
import { ReportChargeProblem } from '../../../src/core/claims/report-charge-problem';
import { CLAIM_RULES, aCase, aTicket } from '../../support/builders/claim-builder';

/** A Claims port that records what it is asked and answers a case opened. */
class RecordingClaims implements Claims {
  readonly asked: unknown[][] = [];
  constructor(
    private readonly given: ClaimRules | null = CLAIM_RULES,
    private readonly held: ClaimCase[] = [],
  ) {}
  rules() {
    return Promise.resolve(this.given);
  }
  cases() {
    return Promise.resolve(this.held);
  }
  claimCorrection(ticketId: string, exitStation: string): Promise<CaseAnswer> {
    this.asked.push(['correction', ticketId, exitStation]);
    return Promise.resolve({ kind: 'opened', case: aCase({ ticketId, exitStation }) });
  }
  report(kind: ReportKind, subject: ReportSubject, text: string): Promise<CaseAnswer> {
    this.asked.push(['report', kind, subject, text]);
    return Promise.resolve({ kind: 'opened', case: aCase({ kind, text }) });
  }
}

const clock = new FixedClock('2026-11-20T10:00:00Z');
const incomplete = aTicket('2026-11-19T08:00:00Z', 'Termini', null);

describe('ClaimJourneyCorrection', () => {
  it('asks the operator for an eligible trip and a station it has', async () => {
    const claims = new RecordingClaims();
    const answer = await new ClaimJourneyCorrection(claims, clock).execute({
      ticket: incomplete,
      exitStation: ' Colosseo ',
    });
    expect(answer.kind).toBe('opened');
    expect(claims.asked).toEqual([['correction', 'T1', 'Colosseo']]);
  });

  it.each([
    ['not_incomplete', aTicket('2026-11-19T08:00:00Z'), 'Colosseo', []],
    ['claim_window_closed', aTicket('2026-09-20T08:00:00Z', 'Termini', null), 'Colosseo', []],
    ['already_claimed', incomplete, 'Colosseo', [aCase({ status: 'refused' })]],
    ['monthly_limit_reached', incomplete, 'Colosseo', ['a', 'b', 'c'].map((id) => aCase({ id, ticketId: id }))],
    ['unknown_station', incomplete, 'Atlantis', []],
    ['unknown_station', incomplete, 'Termini', []],
  ] as const)('refuses %s without asking the operator', async (reason, ticket, exitStation, cases) => {
    const claims = new RecordingClaims(CLAIM_RULES, [...cases]);
    const answer = await new ClaimJourneyCorrection(claims, clock).execute({ ticket, exitStation });
    expect(answer).toEqual({ kind: 'refused', reason });
    expect(claims.asked).toEqual([]);
  });

  it('uses the rules and cases the page holds, and leaves the decision to the operator without rules', async () => {
    const claims = new RecordingClaims(CLAIM_RULES, [aCase()]);
    const held = await new ClaimJourneyCorrection(claims, clock).execute({
      ticket: incomplete,
      exitStation: 'Colosseo',
      cases: [],
    });
    expect(held.kind).toBe('opened');
    const none = await new ClaimJourneyCorrection(claims, clock).execute({
      ticket: incomplete,
      exitStation: 'Atlantis',
      rules: null,
    });
    expect(none.kind).toBe('opened');
    expect(claims.asked).toHaveLength(2);
  });
});

describe('ReportChargeProblem', () => {
  const subject = { paymentShortId: 'P00000001' };

  it('sends the text trimmed', async () => {
    const claims = new RecordingClaims();
    await new ReportChargeProblem(claims).execute({ kind: 'charged_twice', subject, text: '  twice today \n' });
    expect(claims.asked).toEqual([['report', 'charged_twice', subject, 'twice today']]);
  });

  it('requires a text for other, allows none for the other kinds', async () => {
    const claims = new RecordingClaims();
    const report = new ReportChargeProblem(claims);
    expect(await report.execute({ kind: 'other', subject, text: '   ' })).toEqual({
      kind: 'refused',
      reason: 'text_required',
    });
    expect(await report.execute({ kind: 'other', subject, text: '\u200b\u200c\u202e\u0000\u3164' })).toEqual({
      kind: 'refused',
      reason: 'text_required',
    });
    expect((await report.execute({ kind: 'unrecognised', subject, text: '' })).kind).toBe('opened');
    expect(claims.asked).toHaveLength(1);
  });

  it('takes 500 characters after trimming, refuses 501', async () => {
    const claims = new RecordingClaims();
    const report = new ReportChargeProblem(claims);
    expect((await report.execute({ kind: 'other', subject, text: ` ${'a'.repeat(500)} ` })).kind).toBe('opened');
    expect(await report.execute({ kind: 'other', subject, text: 'a'.repeat(501) })).toEqual({
      kind: 'refused',
      reason: 'text_too_long',
    });
  });
});

describe('LoadClaimRules and ListCases', () => {
  it('answer the rules, and the cases newest first', async () => {
    const older = aCase({ id: 'C-old', created: new Date('2026-11-01T08:00:00Z') });
    const newer = aCase({ id: 'C-new', created: new Date('2026-11-10T08:00:00Z') });
    const claims = new RecordingClaims(CLAIM_RULES, [older, newer]);
    expect(await new LoadClaimRules(claims).execute()).toBe(CLAIM_RULES);
    expect((await new ListCases(claims).execute()).map((claim) => claim.id)).toEqual(['C-new', 'C-old']);
  });
});
