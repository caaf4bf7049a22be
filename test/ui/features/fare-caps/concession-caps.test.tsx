import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryConcessions } from '../../../../src/adapters/in-memory/concessions/in-memory-concessions';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { METRO_FARE_CAPS } from '../../../../src/adapters/in-memory/travels/in-memory-fare-rules';
import { InMemoryTravelLedger } from '../../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { discountedCaps } from '../../../../src/core/concessions/concession-caps';
import { StoredSession } from '../../../../src/core/session/stored-session';
import { dashboardReads } from '../../../../src/ui/features/dashboard/dashboard-reads';
import { createQueryClient } from '../../../../src/ui/shared/query/create-query-client';
import { QueryClientSlot } from '../../../../src/ui/shared/query/query-client-slot';
import { concessionsKeys } from '../../../../src/ui/shared/server-state/concessions-queries';
import { fareCapsKeys } from '../../../../src/ui/shared/server-state/fare-caps-queries';
import { anOver65Offer, rosa, rosasCards } from '../../../support/builders/concession-builder';
import { aTrip, VISA_4111 } from '../../../support/builders/travel-builder';
import { aTestOperator, renderPortal } from '../../../support/render';
import { createTestContainer } from '../../../support/test-container';

const OVER_65 = anOver65Offer({
  en: { name: 'Over 65', description: 'Half fares.' },
  it: { name: 'Over 65', description: 'Metà.' },
});
const ROSAS_VISA = { ...VISA_4111, label: 'VISA', truncatedPan: '************5556' };
const ROSAS_PHONE = {
  ...VISA_4111,
  label: 'MASTERCARD',
  scheme: 'mastercard' as const,
  truncatedPan: '************4444',
  formFactor: 'device' as const,
};

/**
 * Rosa on Sunday 29 November 2026 in Rome, Over 65 on her VISA (half fares, caps of 3,50 € a day and 12,00 € a week):
 * two trips on it on Tuesday and two today; one on her phone today, at the full fare under the metro's caps.
 */
function rosasWeek({ offered = true } = {}) {
  const clock = new FixedClock('2026-11-29T10:00:00Z');
  const cards = rosasCards(clock);
  const policy = { maxCards: 2, renewalDays: 14, offers: offered ? [OVER_65] : [] };
  const concessions = (session: StoredSession) => {
    const made = new InMemoryConcessions(cards, session, clock, policy, 'Europe/Rome', offered);
    made.grant(41, { id: 'c-over65', key: 'over65', provenBy: 'digitalIdentity', validUntil: null });
    made.carry('PA-VISA', 'c-over65');
    return made;
  };
  const travels = new InMemoryTravelLedger('Europe/Rome');
  const half = discountedCaps(METRO_FARE_CAPS, 50);
  for (const at of ['2026-11-24T07:00:00Z', '2026-11-24T17:00:00Z', '2026-11-29T07:00:00Z', '2026-11-29T08:00:00Z'])
    travels.tap('PA-VISA', ROSAS_VISA, aTrip(at), offered ? half : METRO_FARE_CAPS);
  travels.tap('PA-PHONE', ROSAS_PHONE, aTrip('2026-11-29T09:00:00Z'), METRO_FARE_CAPS);
  return { clock, cards, concessions, travels, fareCaps: METRO_FARE_CAPS };
}

describe('the caps of a card carrying a concession', () => {
  it("measure its week on the dashboard against the discounted weekly cap, the phone's against the full one", async () => {
    const page = await renderPortal({ path: '/dashboard', account: rosa, ...rosasWeek() });
    const week = await page.findByRole('region', { name: "This week's fares" });
    // Amounts in the account's locale (Italian: a no-break space before €), words in the interface language.
    expect(await page.within(week).findByRole('progressbar', { name: '3,00 € of 12,00 € this week' })).toBeVisible();
    expect(week).toHaveTextContent('Over 65: your caps are 50 % lower');
    expect(week).toHaveTextContent('9,00 € more this week, then trips on this card are free');
    expect(page.within(week).getByRole('progressbar', { name: '1,50 € of 24,00 € this week' })).toBeVisible();
    expect(page.getAllByText('Over 65: your caps are 50 % lower')).toHaveLength(1);
  });

  it('measure its day and week on the trips page against the discounted caps', async () => {
    const page = await renderPortal({ path: '/dashboard/travels/tickets', account: rosa, ...rosasWeek() });
    const progress = await page.findByRole('region', { name: 'Your fare caps' });
    expect(
      await page
        .within(progress)
        .findByRole('progressbar', { name: '1,50 € of 3,50 € today — trips after that are free' }),
    ).toBeVisible();
    expect(
      page
        .within(progress)
        .getByRole('progressbar', { name: '3,00 € of 12,00 € this week — trips after that are free' }),
    ).toBeVisible();
    expect(
      page.within(progress).getByRole('progressbar', { name: '1,50 € of 7,00 € today — trips after that are free' }),
    ).toBeVisible();
  });

  it('are the operator’s for an operator without concessions: nothing said of them, and nothing read', async () => {
    const world = rosasWeek({ offered: false });
    const page = await renderPortal({ path: '/dashboard', account: rosa, ...world });
    const week = await page.findByRole('region', { name: "This week's fares" });
    expect(page.within(week).getByRole('progressbar', { name: '6,00 € of 24,00 € this week' })).toBeVisible();
    expect(week).not.toHaveTextContent('your caps are');
  });

  it("are not read with the dashboard's reads, before its first paint: only where the caps show", async () => {
    const { container } = createTestContainer(rosasWeek());
    const slot = new QueryClientSlot();
    const queries = slot.get(createQueryClient, rosa.id);
    container.get(StoredSession).saveAccount(rosa);
    dashboardReads({ slot, resolver: container, operator: aTestOperator(), accountId: rosa.id });
    await waitFor(() => expect(queries.getQueryState(fareCapsKeys.rules())?.status).toBe('success'));
    expect(queries.getQueryState(concessionsKeys.page())).toBeUndefined();
    queries.clear();
  });
});
