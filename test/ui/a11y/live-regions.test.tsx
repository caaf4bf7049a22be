import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../support/render';
import { giulia, giuliasWorld } from '../features/travels/travel-fixtures';
import { onlineAfterEach, setConnection } from '../support/connection';

/** The live region an answer arrives in: role status (or aria-live), around the text or the text itself. */
const regionOf = (element: HTMLElement) => element.closest('[role="status"], [aria-live]');

describe('Results that arrive later are announced from live regions already in the page', () => {
  onlineAfterEach();

  it('announces what a charge search finds in a region present, empty, before the search', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: '/dashboard/travels/payments', account: giulia, ...world });
    await portal.findByText('Showing 1–2 of 2 elements');
    await portal.user.click(portal.getByRole('button', { name: 'Look up a bank statement charge' }));
    const section = portal.getByRole('region', { name: 'Find a charge from your bank statement' });
    const region = portal.within(section).getByRole('status');
    expect(region).toHaveTextContent(/^$/);

    await portal.user.click(portal.getByRole('button', { name: 'Find' }));
    expect(regionOf(await portal.findByText('Type the amount and the date, or the reference.'))).toBe(region);

    await portal.user.type(portal.getByLabelText('Reference'), world.failed.shortId);
    await portal.user.click(portal.getByRole('button', { name: 'Find' }));
    expect(regionOf(await portal.findByText('Matching payments: 1'))).toBe(region);
  });

  it('announces the offline notice in a region present, empty, while online', async () => {
    const portal = await renderPortal({ path: '/dashboard/travels/tickets', account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    const region = document.querySelector<HTMLElement>('[data-part="offline-notice"]');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent(/^$/);
    await setConnection('offline');
    expect(regionOf(await portal.findByText(/^You are offline — showing what you saw at/))).toBe(region);
  });

  it('announces the period shown from the same region when another is chosen', async () => {
    const portal = await renderPortal({ path: '/dashboard/travels/tickets', account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    const shown = portal.getByText(/^Showing \d\d\/\d\d\//);
    const region = regionOf(shown);
    expect(region).not.toBeNull();
    const before = shown.textContent;
    await portal.user.selectOptions(portal.getByLabelText('Period'), 'Last 12 months');
    await portal.findByText('Showing 1–4 of 4 elements');
    expect(regionOf(portal.getByText(/^Showing \d\d\/\d\d\//))).toBe(region);
    expect(region).not.toHaveTextContent(before ?? '');
  });
});
