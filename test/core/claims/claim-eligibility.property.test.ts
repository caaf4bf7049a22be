import { fromZonedTime } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctionEligibility } from '../../../src/core/claims/claim-eligibility';
import { addDays } from '../../../src/core/shared/calendar-day';
import { CLAIM_RULES, aCase, aTicket } from '../../support/builders/claim-builder';

const ROME = 'Europe/Rome';
/** An instant from Rome's wall clock: a day and minutes past its midnight. */
const inRome = (day: string, minutes: number) =>
  fromZonedTime(
    `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`,
    ROME,
  );

const minuteArb = fc.integer({ min: 0, max: 24 * 60 - 1 });
/** Days around both of Rome's clock changes (29 March, 25 October 2026). */
const dayArb = fc.integer({ min: 0, max: 330 }).map((offset) => addDays('2026-01-20', offset));

describe('correctionEligibility (claim-eligibility.ts)', () => {
  it('lets an incomplete trip be claimed up to its travel day plus the window, in the operator zone, at any time of day', () => {
    fc.assert(
      fc.property(
        dayArb,
        minuteArb,
        fc.integer({ min: 0, max: 70 }),
        minuteArb,
        fc.integer({ min: 0, max: 60 }),
        (day, at, after, nowAt, window) => {
          const rules = { ...CLAIM_RULES, claimWindowDays: window };
          const answer = correctionEligibility(
            aTicket(inRome(day, at), 'Termini', null),
            rules,
            [],
            inRome(addDays(day, after), nowAt),
          );
          if (after <= window)
            expect(answer).toEqual({ kind: 'eligible', deadline: addDays(day, window), claimsLeft: 3 });
          else expect(answer).toEqual({ kind: 'refused', reason: 'claim_window_closed' });
        },
      ),
    );
  });

  it("counts the month's corrections in the operator's zone, refused ones included, reports not", () => {
    // Rome's October ends at 2026-10-31T23:00Z (CET): cases either side of that instant fall in two months.
    const caseArb = fc.record({
      minutesFromMidnight: fc.integer({ min: -600, max: 600 }),
      status: fc.constantFrom('submitted', 'in_review', 'approved', 'refused' as const),
      kind: fc.constantFrom('journey_correction', 'journey_correction', 'other' as const),
    });
    fc.assert(
      fc.property(fc.array(caseArb, { maxLength: 6 }), fc.integer({ min: 1, max: 4 }), (made, monthly) => {
        const midnight = Date.parse('2026-10-31T23:00:00Z');
        const cases = made.map((item, index) =>
          aCase({
            id: `C-${index}`,
            ticketId: `other-${index}`,
            kind: item.kind,
            status: item.status,
            created: new Date(midnight + item.minutesFromMidnight * 60_000),
          }),
        );
        const november = made.filter(
          (item) => item.kind === 'journey_correction' && item.minutesFromMidnight >= 0,
        ).length;
        const now = new Date('2026-11-01T10:00:00Z');
        const answer = correctionEligibility(
          aTicket('2026-10-31T08:00:00Z', 'Termini', null),
          { ...CLAIM_RULES, monthlyClaims: monthly },
          cases,
          now,
        );
        if (november >= monthly) expect(answer).toEqual({ kind: 'refused', reason: 'monthly_limit_reached' });
        else expect(answer).toMatchObject({ kind: 'eligible', claimsLeft: monthly - november });
      }),
    );
  });

  it('refuses a complete trip, and a trip with a correction case whatever its status', () => {
    fc.assert(
      fc.property(fc.constantFrom('submitted', 'in_review', 'approved', 'refused' as const), (status) => {
        const now = new Date('2026-11-20T10:00:00Z');
        expect(correctionEligibility(aTicket('2026-11-19T08:00:00Z'), CLAIM_RULES, [], now)).toEqual({
          kind: 'refused',
          reason: 'not_incomplete',
        });
        const claimed = [aCase({ status, ticketId: 'T1' })];
        expect(
          correctionEligibility(aTicket('2026-11-19T08:00:00Z', 'Termini', null), CLAIM_RULES, claimed, now),
        ).toEqual({
          kind: 'refused',
          reason: 'already_claimed',
        });
      }),
    );
  });

  it('does not count a report about the trip as a claim', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const report = aCase({ kind: 'charged_twice', ticketId: 'T1', exitStation: null });
    expect(correctionEligibility(aTicket('2026-11-19T08:00:00Z', 'Termini', null), CLAIM_RULES, [report], now)).toEqual(
      {
        kind: 'eligible',
        deadline: '2027-01-14',
        claimsLeft: 3,
      },
    );
  });
});
