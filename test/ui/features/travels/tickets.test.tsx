import { describe, expect, it } from 'vitest';
import { DEMO_FARE_NAMES } from '../../../../src/adapters/in-memory/travels/in-memory-fare-names';
import { renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from './travel-fixtures';

const TICKETS = '/dashboard/travels/tickets';

describe('Trips list', () => {
  it('shows the last 30 days by default, latest first, with the card and the taps as badges', async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...giuliasWorld() });
    const table = await portal.findByRole('table', { name: 'Your trips' });
    expect(portal.getByText('Showing 24/10/2026 - 22/11/2026')).toBeInTheDocument();
    await portal.findByText('Showing 1–3 of 3 elements');
    const rows = portal.within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Colosseo'),
      expect.stringContaining('Termini'),
      expect.stringContaining('555555******4444'),
    ]);
    expect(rows[0]).toHaveTextContent('€1.50');
    expect(portal.within(rows[2]!).getByText('Phone or wearable')).toBeInTheDocument();
    expect(portal.queryByText('Lepanto')).toBeNull();
  });

  it('widens to the last 12 months, and keeps the period in the address', async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements');
    await portal.user.selectOptions(portal.getByLabelText('Period'), 'Last 12 months');
    await portal.findByText('Showing 1–4 of 4 elements');
    expect(portal.getByText('Showing 22/11/2025 - 22/11/2026')).toBeInTheDocument();
    expect(portal.router()?.state.location.search).toBe('?period=last12Months');
  });

  it('reads a tampered period in the address as the default one', async () => {
    const portal = await renderPortal({
      path: `${TICKETS}?period=custom&from=2026-02-30&to=x`,
      account: giulia,
      ...giuliasWorld(),
    });
    expect(await portal.findByText('Showing 24/10/2026 - 22/11/2026')).toBeInTheDocument();
  });

  it('shows a custom period from the address, never past today', async () => {
    const portal = await renderPortal({
      path: `${TICKETS}?period=custom&from=2026-10-01&to=2026-12-31`,
      account: giulia,
      ...giuliasWorld(),
    });
    expect(await portal.findByText('Showing 01/10/2026 - 22/11/2026')).toBeInTheDocument();
    expect(portal.getByLabelText('Period')).toHaveValue('custom');
    expect(portal.getByRole('textbox', { name: 'From' })).toBeInTheDocument();
    await portal.findByText('Showing 1–4 of 4 elements');
  });

  it('says when a period has no trips, and offers the last 12 months', async () => {
    const portal = await renderPortal({ path: `${TICKETS}?period=lastMonth`, account: giulia, ...giuliasWorld() });
    await portal.findByText('Showing 1–1 of 1 element');
    await portal.user.selectOptions(portal.getByLabelText('Period'), 'This month');
    await portal.findByText('Showing 1–3 of 3 elements');
    const empty = await renderPortal({
      path: `${TICKETS}?period=custom&from=2026-01-01&to=2026-01-31`,
      account: giulia,
      ...giuliasWorld(),
    });
    expect(await empty.findAllByText('No trips in this period.')).not.toHaveLength(0);
    await empty.ui.click('Show the last 12 months');
    expect(await empty.findAllByText('Showing 22/11/2025 - 22/11/2026')).not.toHaveLength(0);
  });

  it('searches what the rows show, without reading again', async () => {
    const world = giuliasWorld();
    let reads = 0;
    const tickets = world.travels.tickets.bind(world.travels);
    world.travels.tickets = (...args) => {
      reads += 1;
      return tickets(...args);
    };
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...world });
    await portal.findByText('Showing 1–3 of 3 elements');
    await portal.ui.fillIn('Search trips', 'pigneto');
    expect(await portal.findByText('Showing 1–1 of 1 element')).toBeInTheDocument();
    await portal.user.selectOptions(portal.getByLabelText('Rows per page'), '25');
    expect(reads).toBe(1);
  });

  it('opens a trip’s details from its row', async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...giuliasWorld() });
    const cell = await portal.findByText('Pigneto');
    await portal.user.click(cell.closest('tr')!);
    const dialog = await portal.findByRole('dialog', { name: 'Trip details' });
    expect(dialog).toHaveTextContent('Corsa singola');
    expect(dialog).toHaveTextContent('411111******1111');
    expect(dialog).toHaveTextContent('Trip number1-2');
    // In the trip's own zone, named as it is not the device's (docs/behaviour/rules.md#dates-and-times).
    expect(dialog).toHaveTextContent('Valid from18/11/2026, 18:15:00 (Europe/Rome)');
  });

  it('names the fare in the interface’s language for an Italian account reading English (fareNames)', async () => {
    const italianReadingEnglish = { ...giulia, language: 'en', localesId: 'it-IT' };
    const world = giuliasWorld(DEMO_FARE_NAMES);
    const portal = await renderPortal({ path: TICKETS, account: italianReadingEnglish, language: 'en', ...world });
    const table = await portal.findByRole('table', { name: 'Your trips' });
    await portal.findByText('Showing 1–3 of 3 elements');
    expect(portal.within(table).getAllByText('Single journey')).toHaveLength(3);
    expect(document.body).not.toHaveTextContent('Corsa singola');
    await portal.user.click(portal.getByText('Pigneto').closest('tr')!);
    expect(await portal.findByRole('dialog', { name: 'Trip details' })).toHaveTextContent('FareSingle journey');
  });

  it('sets a custom range with two clicks in the calendar, taking effect once both ends are chosen', async () => {
    const portal = await renderPortal({
      path: `${TICKETS}?period=custom&from=2026-10-01&to=2026-11-22`,
      account: giulia,
      ...giuliasWorld(),
    });
    await portal.findByText('Showing 1–4 of 4 elements', undefined, { timeout: 20_000 });
    await portal.ui.click('Open calendar');
    const calendar = await portal.findByRole('application', { name: 'Calendar' });
    await portal.user.click(portal.within(calendar).getByRole('button', { name: 'Next month' }));
    await portal.user.click(portal.within(calendar).getByRole('button', { name: /10 November 2026$/ }));
    expect(portal.getByText('Showing 01/10/2026 - 22/11/2026')).toBeInTheDocument();
    expect(portal.within(calendar).getByRole('button', { name: /10 November 2026$/ })).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^(Selected date|Start of the range): /),
    );
    await portal.user.click(portal.within(calendar).getByRole('button', { name: /20 November 2026$/ }));
    expect(await portal.findByText('Showing 10/11/2026 - 20/11/2026')).toBeInTheDocument();
    expect(portal.router()?.state.location.search).toBe('?period=custom&from=2026-11-10&to=2026-11-20');
    await portal.findByText('Showing 1–3 of 3 elements');
  }, 120_000);
});
