import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { aTestOperator, renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from './travel-fixtures';

const TICKETS = '/dashboard/travels/tickets';

// The operator answers a period by the day of each trip in its own zone (docs/behaviour/rules.md#date-ranges).
describe("a period counts from the operator's today", () => {
  it('at 23:30 UTC, an operator in Rome is already on the next day: the period ends then', async () => {
    const portal = await renderPortal({
      path: TICKETS,
      account: giulia,
      ...giuliasWorld(),
      clock: new FixedClock('2026-11-22T23:30:00Z'),
      operator: aTestOperator({ timeZone: 'Europe/Rome' }),
    });
    expect(await portal.findByText('Showing 25/10/2026 - 23/11/2026')).toBeInTheDocument();
  });

  it('an operator behind UTC is still on the day before', async () => {
    const portal = await renderPortal({
      path: `${TICKETS}?period=custom&from=2026-11-01&to=2026-11-30`,
      account: giulia,
      ...giuliasWorld(),
      clock: new FixedClock('2026-11-23T02:00:00Z'),
      operator: aTestOperator({ timeZone: 'America/New_York' }),
    });
    expect(await portal.findByText('Showing 01/11/2026 - 22/11/2026')).toBeInTheDocument();
  });
});
