import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from './travel-fixtures';

const PAYMENTS = '/dashboard/travels/payments';

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('Payments list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists both statuses, latest change first, green for succeeded and red for failed, a receipt only where it exists', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    const table = await portal.findByRole('table', { name: 'Your payments' });
    await portal.findByText('Showing 1–2 of 2 elements');
    const rows = portal.within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(world.succeeded.shortId);
    expect(rows[0]).toHaveTextContent('Succeeded');
    expect(rows[0]).toHaveTextContent('€3.00');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(
      portal.within(rows[0]!).getByRole('button', { name: `View receipt of payment ${world.succeeded.shortId}` }),
    ).toBeInTheDocument();
    expect(portal.within(rows[1]!).queryByRole('button', { name: /View receipt/ })).toBeNull();
  });

  it('asks again when a status is unticked', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    await portal.findByText('Showing 1–2 of 2 elements');
    await portal.user.click(portal.getByRole('checkbox', { name: 'Succeeded' }));
    await portal.findByText('Showing 1–1 of 1 element');
    expect(portal.getByRole('table', { name: 'Your payments' })).toHaveTextContent(world.failed.shortId);
  });

  it('opens the details, then the receipt with each trip and the total', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    const cell = await portal.findByText(world.succeeded.shortId);
    await portal.user.click(cell.closest('tr')!);
    const details = await portal.findByRole('dialog', { name: 'Payment details' });
    expect(details).toHaveTextContent('tok-4111');
    await portal.ui.click('View receipt');
    const receipt = await portal.findByRole('dialog', { name: new RegExp(`Receipt n. ${world.succeeded.shortId}`) });
    await portal.within(receipt).findByText('Giulia Rossi');
    expect(receipt).toHaveTextContent('411111******1111');
    expect(receipt).toHaveTextContent('18/11/2026, 08:40:00');
    expect(receipt).toHaveTextContent('18/11/2026, 18:15:00');
    expect(receipt).toHaveTextContent('Total€3.00');
    expect(receipt).toHaveTextContent('Europe/Rome');
    expect(receipt).toHaveTextContent(/Payment date: \d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d/);
    // Issued by the operator's company, as its footer and statements name it.
    expect(receipt).toHaveTextContent('Metro Trasporti Urbani S.p.A. · VAT number: IT01234567890');
    expect(
      portal.within(portal.within(receipt).getByRole('table', { name: 'Trips' })).getAllByText('Pigneto'),
    ).toHaveLength(1);
  });

  it('lists the receipt’s trips for a phone too, and keeps the total out of the table, always in view', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    await portal.ui.click(`View receipt of payment ${world.succeeded.shortId}`);
    const receipt = await portal.findByRole('dialog');
    await portal.within(receipt).findByText('Giulia Rossi');
    const list = portal.within(receipt).getByRole('list', { name: 'Trips' });
    expect(portal.within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('Pigneto');
    expect(portal.within(receipt).getByRole('group', { name: 'Total' })).toHaveTextContent('€3.00');
    expect(portal.within(receipt).getByRole('table', { name: 'Trips' }).querySelector('tfoot')).toBeNull();
  }, 60_000);

  it('downloads the receipt as {translated receipt}-{short_id}.pdf', async () => {
    const saved: { name: string; type: string }[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved.push({ name: '', type: blob.type });
          return 'blob:receipt';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1]!.name = this.download;
    });
    const world = giuliasWorld();
    const portal = await renderPortal({
      path: PAYMENTS,
      account: { ...giulia, language: 'it' },
      language: 'it',
      ...world,
    });
    await portal.ui.click(`Vedi la ricevuta del pagamento ${world.succeeded.shortId}`);
    await portal.within(await portal.findByRole('dialog')).findByText('Giulia Rossi');
    await portal.ui.click('Scarica la ricevuta');
    await vi.waitFor(() =>
      expect(saved).toEqual([{ name: `ricevuta-${world.succeeded.shortId}.pdf`, type: 'application/pdf' }]),
    );
    click.mockRestore();
  });

  it('writes French labels with a space before the colon', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({
      path: PAYMENTS,
      account: { ...giulia, language: 'fr' },
      language: 'fr',
      ...world,
    });
    await portal.ui.click(`Voir le reçu du paiement ${world.succeeded.shortId}`);
    const receipt = await portal.findByRole('dialog');
    await portal.within(receipt).findByText('Giulia Rossi');
    expect(receipt.textContent).toContain('Voyageur\u00a0: Giulia Rossi');
  }, 60_000);

  it('says a receipt is not available when the operator no longer has the payment', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    await portal.findByText(world.succeeded.shortId);
    world.travels.forget('PANALIAS-4111');
    await portal.ui.click(`View receipt of payment ${world.succeeded.shortId}`);
    expect(await portal.findByText(/This receipt is not available/)).toBeInTheDocument();
  });

  it('exports the period as CSV named after it', async () => {
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          files.push(blob);
          return 'blob:csv';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    await portal.findByText('Showing 1–2 of 2 elements');
    await portal.ui.click('Download CSV (2 shown)');
    expect(names).toEqual(['tapway-payments-2026-10-24-to-2026-11-22.csv']);
    const text = await readBlob(files[0]!);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // The amount's header states its number format: a decimal point in every language (docs/behaviour/rules.md#csv-exports).
    expect(lines[0]).toBe('Payment,Card,Card type,Token,Amount (decimal point: 12.50),Currency,Status,Created,Updated');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${world.succeeded.shortId},411111******1111,VISA Debit,tok-4111,3.00,EUR,Succeeded,`);
    click.mockRestore();
  });

  it('exports only what the search leaves, and says how many on the button', async () => {
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          files.push(blob);
          return 'blob:csv';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    await portal.findByText('Showing 1–2 of 2 elements');
    await portal.user.type(portal.getByLabelText('Search payments'), world.failed.shortId);
    await portal.ui.click('Download CSV (1 shown)');
    const lines = (await readBlob(files[0]!)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(world.failed.shortId);
    click.mockRestore();
  });
});
