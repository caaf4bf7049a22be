import { unzipSync, strFromU8 } from 'fflate';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemorySavedReads } from '../../../../src/adapters/in-memory/shared/in-memory-saved-reads';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from '../travels/travel-fixtures';
import { onlineAfterEach } from '../../support/connection';
import { holdIntersections } from '../../support/intersections';

const PAYMENTS = '/dashboard/travels/payments';

const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** Files the portal saves through a link: their names and contents. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push({ name: '', blob });
        return 'blob:download';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1]!.name = this.download;
  });
  return saved;
}

describe('Spending at a glance', () => {
  onlineAfterEach();

  it('shows the last 12 months per month and card as a table that agrees with the payments list', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    const table = await portal.findByRole('table', { name: 'Spending per month and per card' });
    const rows = portal.within(table).getAllByRole('row');
    // A header row, 12 months, the total.
    expect(rows).toHaveLength(14);
    expect(rows[1]).toHaveTextContent('December 2025');
    const november = rows.find((row) => row.textContent?.startsWith('November 2026'))!;
    const october = rows.find((row) => row.textContent?.startsWith('October 2026'))!;
    // The succeeded payments of the list (€3.00 on 18 November, €1.50 on 13 October); the failed one is not spent yet.
    expect(november).toHaveTextContent('€3.00');
    expect(october).toHaveTextContent('€1.50');
    expect(rows[13]).toHaveTextContent(/Total.*€4\.50$/);
    expect(portal.getByText('Last 12 months: €4.50')).toBeInTheDocument();
  });

  it('keeps the figures it showed, with no error over them, when a later read fails (back online on an unsteady line)', async () => {
    const savedReads = new InMemorySavedReads();
    await renderPortal({ path: PAYMENTS, account: giulia, savedReads, ...giuliasWorld() });
    await screen.findByRole('table', { name: 'Spending per month and per card' });
    await waitFor(async () => expect(await savedReads.load(giulia.id)).toContain('"payments"'));
    cleanup();

    // The next visit starts from the copy on the device; the operator's answer is lost on the way.
    const world = giuliasWorld();
    const lost = vi.spyOn(world.travels, 'payments').mockImplementation(() => {
      throw new ServiceFailure('network', 'Network Error');
    });
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, savedReads, ...world });
    await waitFor(() => expect(lost).toHaveBeenCalled());
    // The read failed (the portal now counts as offline) and the figures are still there, with nothing over them.
    expect(await portal.findByText(/^You are offline — showing what you saw at/)).toBeVisible();
    // The panels come in their own time on a loaded machine: the notice may be another panel's.
    const spending = await portal.findByRole('region', { name: 'Spending, last 12 months' });
    expect(portal.within(spending).getByRole('table', { name: 'Spending per month and per card' })).toBeVisible();
    expect(spending).toHaveTextContent('Last 12 months: €4.50');
    expect(portal.queryByText('Your spending could not be loaded.')).toBeNull();
    expect(portal.queryByRole('alert')).toBeNull();
  });

  it('says in its own words that the spending could not be loaded when nothing was read, with a retry', async () => {
    const world = giuliasWorld();
    const refused = vi.spyOn(world.travels, 'payments').mockImplementation(() => {
      throw new ServiceFailure('server', 'HTTP 502');
    });
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    const spending = await portal.findByRole('region', { name: 'Spending, last 12 months' });
    const failed = await portal.within(spending).findByRole('alert');
    expect(failed).toHaveTextContent('Your spending could not be loaded.');
    refused.mockRestore();
    await portal.user.click(portal.within(failed).getByRole('button', { name: 'Try again' }));
    expect(await portal.within(spending).findByText('Last 12 months: €4.50')).toBeVisible();
  });

  it('names the months in the interface’s language for an Italian account reading English, amounts as in Italy', async () => {
    const world = giuliasWorld();
    const italianReadingEnglish = { ...giulia, language: 'en', localesId: 'it-IT' };
    const portal = await renderPortal({ path: PAYMENTS, account: italianReadingEnglish, language: 'en', ...world });
    const table = await portal.findByRole('table', { name: 'Spending per month and per card' });
    const rows = portal.within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^December 2025/);
    expect(rows.find((row) => row.textContent?.startsWith('November 2026'))).toHaveTextContent(/3,00\s€/);
    const month = await portal.findByRole('combobox', { name: 'Month' });
    expect(month).toHaveDisplayValue('October 2026');
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/dicembre|novembre|ottobre|\bdic\b|\bnov\b|\bott\b/);
  });

  it('summarises the spending on the dashboard, with the way to the payments', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: '/dashboard', account: giulia, ...world });
    const summary = await portal.findByRole('region', { name: 'Spending, last 12 months' });
    expect(summary).toHaveTextContent('Last 12 months: €4.50');
    expect(portal.within(summary).getByRole('link', { name: 'See payments' })).toHaveAttribute('href', PAYMENTS);
  });

  it('reads and draws the dashboard’s summary only once its place nears the screen (below the fold)', async () => {
    const screenSide = holdIntersections();
    try {
      const world = giuliasWorld();
      const payments = vi.spyOn(world.travels, 'payments');
      const portal = await renderPortal({ path: '/dashboard', account: giulia, ...world });
      await portal.findByRole('link', { name: 'Bank cards, 2 cards' });
      await waitFor(() => expect(screenSide.watched()).toBe(1));
      expect(portal.queryByRole('region', { name: 'Spending, last 12 months' })).toBeNull();
      expect(payments).not.toHaveBeenCalled();

      act(() => screenSide.nearScreen());
      const summary = await portal.findByRole('region', { name: 'Spending, last 12 months' });
      expect(summary).toHaveTextContent('Last 12 months: €4.50');
      expect(payments).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});

describe('Statements for expenses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads last month’s statement as CSV, named with the operator’s number, one record per trip', async () => {
    const saved = catchDownloads();
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    const month = await portal.findByRole('combobox', { name: 'Month' });
    expect(month).toHaveDisplayValue('October 2026');
    await portal.ui.click('Download statement (CSV)');
    await vi.waitFor(() => expect(saved.at(-1)?.name).toMatch(/^statement-METRO-2026-\d{6}\.csv$/));
    const csv = new TextDecoder().decode(await readBytes(saved.at(-1)!.blob));
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('Payment,Payment date,Card');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Lepanto');
  });

  it('offers only the months the operator numbers: this one to date and the 12 before it', async () => {
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...giuliasWorld() });
    const month = await portal.findByRole('combobox', { name: 'Month' });
    const options = portal.within(month).getAllByRole('option');
    expect(options).toHaveLength(13);
    expect(options[0]).toHaveTextContent('November 2026');
    expect(options.at(-1)).toHaveTextContent('November 2025');
  });

  it('says which months a refused period leaves, keeps the month chosen while it can, and offers only those', async () => {
    const saved = catchDownloads();
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    const month = await portal.findByRole('combobox', { name: 'Month' });
    await portal.user.selectOptions(month, 'November 2025');
    // The page stayed open into a new month: the operator no longer keeps November 2025.
    world.clock.set('2026-12-01T09:00:00Z');
    await portal.ui.click('Download statement (CSV)');
    await portal.findByText(
      'The operator issues statements only for days already past within the last 13 months: from December 2025 to today. Choose a month from the list.',
    );
    expect(saved).toHaveLength(0);
    const options = portal.within(month).getAllByRole('option');
    expect([options[0]?.textContent, options.at(-1)?.textContent]).toEqual(['December 2026', 'December 2025']);
    expect(month).toHaveDisplayValue('December 2025');
    await portal.user.selectOptions(month, 'October 2026');
    await portal.ui.click('Download statement (CSV)');
    await vi.waitFor(() => expect(saved.at(-1)?.name).toMatch(/^statement-METRO-2026-\d{6}\.csv$/));
  });

  it('downloads the PDF of a month, its file name translated', async () => {
    const saved = catchDownloads();
    const world = giuliasWorld();
    const portal = await renderPortal({
      path: PAYMENTS,
      account: { ...giulia, language: 'it', localesId: 'it-IT' },
      language: 'it',
      ...world,
    });
    const month = await portal.findByRole('combobox', { name: 'Mese' });
    await portal.user.selectOptions(month, 'novembre 2026');
    await portal.ui.click("Scarica l'estratto conto (PDF)");
    await vi.waitFor(() => expect(saved.at(-1)?.name).toMatch(/^estratto-conto-METRO-2026-\d{6}\.pdf$/), {
      timeout: 30_000,
    });
    expect(saved.at(-1)!.blob.type).toBe('application/pdf');
  });
});

describe('The rider’s own data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads a ZIP of JSON and CSV files holding every trip and payment the portal shows', async () => {
    const saved = catchDownloads();
    const world = giuliasWorld();
    const portal = await renderPortal({ path: '/dashboard/account', account: giulia, ...world });
    await portal.ui.click('Download my data');
    await vi.waitFor(() => expect(saved.at(-1)?.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/), { timeout: 30_000 });
    const files = unzipSync(await readBytes(saved.at(-1)!.blob));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', 'trips.csv', 'payments.json']),
    );
    expect(JSON.parse(strFromU8(files['trips.json']!))).toHaveLength(4);
    expect(JSON.parse(strFromU8(files['payments.json']!))).toHaveLength(3);
    expect(strFromU8(files['cards.csv']!)).toContain('411111******1111');
    await portal.findByText('Your data archive has been downloaded.');
  });

  it('explains before the deletion what goes and what the operator must keep', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: '/dashboard/account/deletion_request', account: giulia, ...world });
    const keeps = await portal.findByRole('region', { name: 'What the operator must keep' });
    expect(keeps).toHaveTextContent('for as long as tax law requires');
    expect(keeps).toHaveTextContent('Payments still owed');
    expect(keeps).toHaveTextContent('the statements issued to you');
    expect(keeps).toHaveTextContent('an open one is closed without a decision');
    expect(portal.getByRole('region', { name: 'What is deleted' })).toHaveTextContent('sessions');
  });
});
