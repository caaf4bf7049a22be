import { describe, expect, it } from 'vitest';
import { isServiceFailure } from '../../../src/core/shared/service-failure';
import type { StatementIssue } from '../../../src/core/statements/statement-issue';
import type { IssueAnswer, Statements } from '../../../src/core/statements/statements';

export interface StatementsHarness {
  readonly statements: Statements;
  /** Signs the rider in: the calls that follow are theirs; null signs out. */
  signInAs(email: string | null): Promise<void>;
}

const issued = (answer: IssueAnswer): StatementIssue => {
  if (answer.kind !== 'issued') throw new Error(`refused: ${answer.reason}`);
  return answer.issue;
};

const sequenceOf = (issue: StatementIssue) => Number(issue.number.slice(-6));

/** The statements port as the operator answers it (docs/contracts.md#statements-statements-for-a-period-for-expenses). */
export function statementsContract(name: string, setUp: () => Promise<StatementsHarness>) {
  describe(`Statements (${name})`, () => {
    it('numbers a period once: the same number and issue date again, the next number for another period', async () => {
      const { statements, signInAs } = await setUp();
      await signInAs('giulia.rossi@example.com');
      const october = issued(await statements.issue({ from: '2026-10-01', to: '2026-10-31' }));
      expect(october.number).toMatch(/^METRO-\d{4}-\d{6}$/);
      expect([october.from, october.to]).toEqual(['2026-10-01', '2026-10-31']);
      expect(october.issuedAt).toBeInstanceOf(Date);
      const again = issued(await statements.issue({ from: '2026-10-01', to: '2026-10-31' }));
      expect(again).toEqual(october);
      const september = issued(await statements.issue({ from: '2026-09-01', to: '2026-09-30' }));
      expect(sequenceOf(september)).toBe(sequenceOf(october) + 1);
    });

    it("prints the operator's legal identity: name, address, VAT number and the VAT its fares include", async () => {
      const { statements, signInAs } = await setUp();
      await signInAs('giulia.rossi@example.com');
      const { issuer } = issued(await statements.issue({ from: '2026-10-01', to: '2026-10-31' }));
      expect(issuer.legalName).toMatch(/\S/);
      expect(issuer.address.length).toBeGreaterThan(0);
      expect(issuer.vatNumber).toMatch(/^IT\d{11}$/);
      expect(issuer.vat).toEqual({ kind: 'rate', percent: 10 });
    });

    it('refuses a period that is not one', async () => {
      const { statements, signInAs } = await setUp();
      await signInAs('giulia.rossi@example.com');
      for (const range of [
        { from: '2026-10-31', to: '2026-10-01' },
        { from: '2025-01-01', to: '2026-01-02' },
      ])
        expect(await statements.issue(range)).toEqual({ kind: 'refused', reason: 'bad_period' });
    });

    it('answers nothing without a session', async () => {
      const { statements, signInAs } = await setUp();
      await signInAs(null);
      const failure = await statements.issue({ from: '2026-10-01', to: '2026-10-31' }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isServiceFailure(failure) && failure.kind).toBe('unauthorized');
    });
  });
}
