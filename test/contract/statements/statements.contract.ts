import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/core/shared/calendar-day';
import { monthBack, operatorToday, outsideHistory } from '../../support/statement-periods';
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
      const october = issued(await statements.issue(monthBack(1)));
      expect(october.number).toMatch(/^METRO-\d{4}-\d{6}$/);
      expect([october.from, october.to]).toEqual([monthBack(1).from, monthBack(1).to]);
      expect(october.issuedAt).toBeInstanceOf(Date);
      const again = issued(await statements.issue(monthBack(1)));
      expect(again).toEqual(october);
      const september = issued(await statements.issue(monthBack(2)));
      expect(sequenceOf(september)).toBe(sequenceOf(october) + 1);
    });

    it("prints the operator's legal identity: name, address, VAT number and the VAT its fares include", async () => {
      const { statements, signInAs } = await setUp();
      await signInAs('giulia.rossi@example.com');
      const { issuer } = issued(await statements.issue(monthBack(1)));
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

    it('numbers only past periods within the history kept: the month to date and the 12 before, nothing later or older', async () => {
      const { statements, signInAs } = await setUp();
      await signInAs('giulia.rossi@example.com');
      const today = operatorToday();
      for (const range of outsideHistory(today))
        expect(await statements.issue(range), JSON.stringify(range)).toEqual({
          kind: 'refused',
          reason: 'outside_history',
        });
      const toDate = issued(await statements.issue({ from: monthBack(0).from, to: today }));
      const oldest = issued(await statements.issue(monthBack(12)));
      expect(Number(oldest.number.slice(-6))).toBe(Number(toDate.number.slice(-6)) + 1);
    });

    it('cannot be farmed: any sequence of asks takes one number per distinct period it numbers, none for a refusal', async () => {
      const { statements, signInAs } = await setUp();
      await signInAs('giulia.rossi@example.com');
      const today = operatorToday();
      // Periods around the history's ends: some inside, some in the future or before it.
      const period = fc
        .record({ start: fc.integer({ min: -420, max: 30 }), length: fc.integer({ min: 0, max: 40 }) })
        .map(({ start, length }) => ({ from: addDays(today, start), to: addDays(today, start + length) }));
      const seen = new Map<string, string>();
      let last = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(period, { minLength: 1, maxLength: 6 }), async (periods) => {
          for (const range of [...periods, ...periods]) {
            const answer = await statements.issue(range);
            const key = `${range.from}|${range.to}`;
            if (answer.kind === 'refused') {
              expect(seen.has(key)).toBe(false);
              continue;
            }
            const sequence = Number(answer.issue.number.slice(-6));
            if (seen.has(key)) expect(answer.issue.number).toBe(seen.get(key));
            else {
              if (last > 0) expect(sequence).toBe(last + 1);
              seen.set(key, answer.issue.number);
              last = sequence;
            }
            expect(range.to <= today && range.from >= monthBack(12, today).from).toBe(true);
          }
        }),
        { numRuns: 8 },
      );
    }, 120_000);

    it('answers nothing without a session', async () => {
      const { statements, signInAs } = await setUp();
      await signInAs(null);
      const failure = await statements.issue(monthBack(1)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isServiceFailure(failure) && failure.kind).toBe('unauthorized');
    });
  });
}
