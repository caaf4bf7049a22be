import { describe, expect, it } from 'vitest';
import { InMemoryTravelLedger } from '../../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { aTrip, VISA_4111 } from '../../../support/builders/travel-builder';
import { renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from './travel-fixtures';

const TICKETS = '/dashboard/travels/tickets';
const JOURNEYS = `${TICKETS}?view=journeys`;

/** Giulia's world with a day that has a tap-out time, and one journey without a tap-out. */
function world() {
  const base = giuliasWorld();
  base.travels.charge('PANALIAS-4111', VISA_4111, [
    aTrip('2026-11-20T07:12:00Z', { lastTapAt: new Date('2026-11-20T07:31:00Z') }),
    aTrip('2026-11-20T18:05:00Z', { lastTap: null }),
  ]);
  return base;
}

// docs/behaviour/screens.md#journeys
describe('Journeys by day', () => {
  it('switches from the table to the journeys, keeps the view in the address, and back', async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...world() });
    await portal.findByRole('table', { name: 'Your trips' });
    expect(portal.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    await portal.ui.click('Journeys');
    expect(await portal.findByRole('region', { name: 'Your journeys by day' })).toBeInTheDocument();
    expect(portal.getByRole('button', { name: 'Journeys' })).toHaveAttribute('aria-pressed', 'true');
    expect(portal.router()?.state.location.search).toBe('?view=journeys');
    expect(portal.queryByRole('table')).toBeNull();
    expect(portal.queryByRole('button', { name: /Download CSV/ })).toBeNull();
    await portal.ui.click('Table');
    expect(await portal.findByRole('table', { name: 'Your trips' })).toBeInTheDocument();
    expect(portal.router()?.state.location.search).toBe('');
  });

  it("groups the trips by travel day, newest first, with each day's total and its journeys in the trip's zone", async () => {
    const portal = await renderPortal({ path: JOURNEYS, account: giulia, ...world() });
    await portal.findByRole('region', { name: 'Your journeys by day' });
    const days = portal.getAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual([
      expect.stringMatching(/^Friday, 20 November 2026 · 2 journeys · total €3\.00 1 incomplete$/),
      expect.stringMatching(/^Wednesday, 18 November 2026 · 2 journeys · total €3\.00$/),
      expect.stringMatching(/^Friday, 13 November 2026 · 1 journey · total €1\.50$/),
    ]);
    // Rome is an hour ahead of UTC in November: 07:12Z is 08:12 there.
    expect(portal.getByRole('button', { name: 'Termini → Colosseo · 08:12–08:31 · €1.50' })).toBeInTheDocument();
    expect(portal.getByRole('button', { name: 'Colosseo → Pigneto · 18:15 · €1.50' })).toBeInTheDocument();
    expect(portal.getByText('Days 1–3 of 3')).toBeInTheDocument();
  });

  it('flags a journey without a tap-out as incomplete, and opens its details', async () => {
    const portal = await renderPortal({ path: JOURNEYS, account: giulia, ...world() });
    const journey = await portal.findByRole('button', {
      name: 'Termini → no tap-out · 19:05 · €1.50 Incomplete: no tap-out',
    });
    await portal.user.click(journey);
    const dialog = await portal.findByRole('dialog', { name: 'Trip details' });
    expect(portal.within(dialog).getByText('No tap recorded')).toBeInTheDocument();
  });

  it('opens and closes a day from the keyboard, its journeys in the page only while it is open', async () => {
    const portal = await renderPortal({ path: JOURNEYS, account: giulia, ...world() });
    const day = await portal.findByRole('button', { name: /^Friday, 13 November 2026/ });
    expect(day).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(day.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    day.focus();
    await portal.user.keyboard('{Enter}');
    expect(day).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(portal.queryByRole('button', { name: 'Termini → Colosseo · 09:00 · €1.50' })).toBeNull();
    await portal.user.keyboard(' ');
    expect(day).toHaveAttribute('aria-expanded', 'true');
    expect(portal.getByRole('button', { name: 'Termini → Colosseo · 09:00 · €1.50' })).toBeInTheDocument();
  });

  it('keeps the journeys on reload of the address, with the period', async () => {
    const portal = await renderPortal({
      path: `${TICKETS}?period=last12Months&view=journeys`,
      account: giulia,
      ...world(),
    });
    await portal.findByRole('region', { name: 'Your journeys by day' });
    expect(portal.getByText('Days 1–4 of 4')).toBeInTheDocument();
    expect(portal.getByRole('heading', { name: /^Tuesday, 13 October 2026/ })).toBeInTheDocument();
  });

  it("names the trips' zone where it is not the device's, in the table and the details, and shows where each trip went", async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...world() });
    expect(await portal.findByText('Times are local to where each trip was made (Europe/Rome).')).toBeInTheDocument();
    const table = portal.getByRole('table', { name: 'Your trips' });
    expect(portal.within(table).getByRole('columnheader', { name: 'Journey' })).toBeInTheDocument();
    const row = portal.within(table).getByText('Termini → no tap-out').closest('tr')!;
    expect(row).toHaveTextContent('20/11/2026, 19:05:00');
    await portal.user.click(row);
    const dialog = await portal.findByRole('dialog', { name: 'Trip details' });
    expect(dialog).toHaveTextContent('Valid from20/11/2026, 19:05:00 (Europe/Rome)');
  });

  it("names no zone when the trips are in the device's (UTC here)", async () => {
    const base = world();
    const travels = new InMemoryTravelLedger('UTC');
    travels.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-20T07:12:00Z')]);
    const portal = await renderPortal({ path: JOURNEYS, account: giulia, ...base, travels });
    expect(await portal.findByRole('button', { name: 'Termini → Colosseo · 07:12 · €1.50' })).toBeInTheDocument();
    expect(portal.queryByText(/Times are local/)).toBeNull();
    await portal.user.click(portal.getByRole('button', { name: 'Termini → Colosseo · 07:12 · €1.50' }));
    const dialog = await portal.findByRole('dialog', { name: 'Trip details' });
    expect(dialog).toHaveTextContent('Valid from20/11/2026, 07:12:00Valid to');
  });

  it('lists the first 40 journeys of a busy day, and all of them on request', async () => {
    const base = world();
    const trips = Array.from({ length: 45 }, (_, index) =>
      aTrip(new Date(Date.parse('2026-11-21T06:00:00Z') + index * 20 * 60_000).toISOString()),
    );
    base.travels.charge('PANALIAS-4111', VISA_4111, trips);
    const portal = await renderPortal({ path: JOURNEYS, account: giulia, ...base });
    const day = await portal.findByRole('button', { name: /^Saturday, 21 November 2026 · 45 journeys/ });
    const panel = document.getElementById(day.getAttribute('aria-controls') ?? '')!;
    expect(portal.within(panel).getAllByRole('listitem')).toHaveLength(41);
    await portal.user.click(portal.within(panel).getByRole('button', { name: 'Show all 45 journeys' }));
    expect(portal.within(panel).getAllByRole('listitem')).toHaveLength(45);
  });

  it('names the days in English for an Italian account reading English, in the Italian order', async () => {
    const italianReadingEnglish = { ...giulia, language: 'en', localesId: 'it-IT' };
    const portal = await renderPortal({ path: JOURNEYS, account: italianReadingEnglish, language: 'en', ...world() });
    await portal.findByRole('region', { name: 'Your journeys by day' });
    expect(portal.getAllByRole('heading', { level: 2 }).map((day) => day.textContent)).toEqual([
      expect.stringMatching(/^Friday 20 November 2026 · 2 journeys · total 3,00\s€ 1 incomplete$/),
      expect.stringMatching(/^Wednesday 18 November 2026 · /),
      expect.stringMatching(/^Friday 13 November 2026 · /),
    ]);
    expect(document.body.textContent).not.toMatch(/venerdì|mercoledì|novembre/);
  });

  it('speaks the rider’s language: German', async () => {
    const german = { ...giulia, language: 'de', localesId: 'de-DE' };
    const portal = await renderPortal({ path: JOURNEYS, account: german, language: 'de', ...world() });
    await portal.findByRole('region', { name: 'Ihre Fahrten nach Tag' });
    const toggle = portal.getByRole('group', { name: 'Fahrten anzeigen' });
    expect(portal.within(toggle).getByRole('button', { name: 'Nach Tag' })).toHaveAttribute('aria-pressed', 'true');
    expect(portal.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      /^Freitag, 20\. November 2026 · 2 Fahrten · gesamt 3,00\s€ 1 unvollständig$/,
    );
    expect(
      portal.getByRole('button', { name: /^Termini → kein Check-out · 19:05 · 1,50\s€ Unvollständig/ }),
    ).toBeInTheDocument();
    expect(portal.getByText('Tage 1–3 von 3')).toBeInTheDocument();
  });
});
