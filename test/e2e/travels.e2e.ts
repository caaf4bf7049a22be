import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { pdfStrings } from '../support/pdf-text';
import { expectAccessible } from './support/axe';
import { LUCA, signedInAt } from './support/cards';
import { GIULIA, baseUrl, useRider } from './support/portal';

const PAOLO = { email: 'paolo.neri@example.com', password: 'Tapway-2026' };

/** The "X of Y" line under a table. */
const pageInfo = (page: Page) =>
  page
    .getByText(/^(Showing )?\d+–\d+ (of|di) [\d.,]+ element/)
    .first()
    .textContent();

/** Waits for a download started by `click`, and answers its name and bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe('trips, payments and receipts', () => {
  const rider = useRider();

  it('shows Giulia the last 30 days of trips, then every preset, the calendar, search, page length and the details', async () => {
    const { page } = rider;
    await signedInAt(page, GIULIA, '/dashboard/travels/tickets');
    const table = page.getByRole('table', { name: 'I tuoi viaggi' });
    await table.getByRole('row').nth(1).waitFor();
    await expectAccessible(page);
    const period = page.getByLabel('Periodo');
    const shown = page.getByText(/^Periodo mostrato:/);
    const seen = new Set<string>();
    let previous = (await shown.textContent()) ?? '';
    for (const preset of ['Questo mese', 'Mese scorso', 'Ultimi 12 mesi', 'Ultimi 30 giorni']) {
      await period.selectOption({ label: preset });
      await page.waitForFunction(
        (before) =>
          [...document.querySelectorAll('p')].some(
            (element) => element.textContent?.startsWith('Periodo mostrato:') && element.textContent !== before,
          ),
        previous,
      );
      const text = (await shown.textContent()) ?? '';
      expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/);
      seen.add(text);
      previous = text;
      await table.getByRole('row').nth(1).waitFor();
    }
    expect(seen.size).toBe(4);
    await period.selectOption({ label: 'Scegli le date' });
    await page.getByRole('textbox', { name: 'Dal' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Righe per pagina').selectOption('25');
    await page.getByLabel('Cerca nei viaggi').fill('Termini');
    expect(await pageInfo(page)).toMatch(/^1–\d+ di \d+ element/);
    await table.getByRole('row').nth(1).click();
    const details = page.getByRole('dialog', { name: 'Dettagli del viaggio' });
    await details.getByText('Numero del viaggio').waitFor();
    await expectAccessible(page);
  });

  it('finds the failed payments in red, opens a receipt and downloads a PDF of real text that matches it, and a CSV of the rows', async () => {
    const { page } = rider;
    await signedInAt(page, GIULIA, '/dashboard/travels/payments?period=last12Months');
    const table = page.getByRole('table', { name: 'I tuoi pagamenti' });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByRole('checkbox', { name: 'Riusciti', exact: true }).click({ force: true });
    const failedRow = table.getByRole('row').filter({ hasText: 'Non riuscito' }).first();
    await failedRow.waitFor();
    const background = await failedRow.evaluate((row) => getComputedStyle(row).backgroundColor);
    expect(background).toMatch(/^rgb\((2[0-5]\d), (1\d\d|2[0-4]\d), /);
    await expectAccessible(page);
    await failedRow.click();
    const details = page.getByRole('dialog', { name: 'Dettagli del pagamento' });
    // The status, and again in the status history the charge details add.
    await details.getByText('Non riuscito').first().waitFor();
    expect(await details.getByRole('button', { name: 'Vedi la ricevuta' }).count()).toBe(0);
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Chiudi' }).first().click();
    await page.getByRole('checkbox', { name: 'Riusciti', exact: true }).click({ force: true });
    const receiptButton = table.getByRole('button', { name: /Vedi la ricevuta del pagamento/ }).first();
    await receiptButton.waitFor();
    const shortId = ((await receiptButton.getAttribute('aria-label')) ?? '').split(' ').at(-1)!;
    await receiptButton.click();
    const receipt = page.getByRole('dialog', { name: new RegExp(`Ricevuta n. ${shortId}`) });
    await receipt.getByText('Giulia Rossi').waitFor();
    await expectAccessible(page);
    const total = (await receipt.getByRole('group', { name: 'Totale' }).textContent())?.replace('Totale', '').trim();
    const pdf = await downloaded(page, () => receipt.getByRole('button', { name: 'Scarica la ricevuta' }).click());
    expect(pdf.name).toBe(`ricevuta-${shortId}.pdf`);
    const text = pdfStrings(pdf.bytes).join('\n');
    expect(text).toContain(`Ricevuta n. ${shortId}`);
    expect(text).toContain('Passeggero: Giulia Rossi');
    expect(text).toContain(total?.replace(/\s/g, ' '));
    expect(text).toContain('Pagina 1 di 1');
    await receipt.getByRole('button', { name: 'Chiudi' }).first().click();

    const rows = Number((await pageInfo(page))?.match(/di ([\d.]+)/)?.[1]?.replace(/\./g, ''));
    const csv = await downloaded(page, () => page.getByRole('button', { name: 'Scarica CSV' }).click());
    expect(csv.name).toMatch(/^tapway-payments-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Pagamento,Carta,Tipo di carta,Token,Importo (punto decimale: 12.50),Valuta,Stato,Creato,Aggiornato',
    );
    expect(lines).toHaveLength(rows + 1);
  });

  it("refuses another rider's card alias at the operations API", async () => {
    const { page } = rider;
    await signedInAt(page, LUCA);
    const giuliasAlias = panAlias('4111111111111111');
    const status = await page.evaluate(
      (path) => fetch(path).then((response) => response.status),
      `/oms/tickets/get/metro/0/0/3:desc/2026-01-01/2026-12-31/${giuliasAlias}/`,
    );
    expect(status).toBe(403);
  });

  it('shows a trip made at the gates simulator in the rider’s list', async () => {
    const { page } = rider;
    const tap = await fetch(`${baseUrl()}/sandbox/api/taps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operator: 'metro', pan: '4111 1111 1111 1111', from: 'Flaminio', to: 'Pigneto' }),
    });
    expect(tap.status).toBe(201);
    await signedInAt(page, GIULIA, '/dashboard/travels/tickets');
    await page.getByLabel('Cerca nei viaggi').fill('Pigneto');
    await page.getByRole('table', { name: 'I tuoi viaggi' }).getByText('Flaminio').first().waitFor();
  });

  it('keeps a year of 10,000 trips fluid for Paolo: only a page in the DOM', async () => {
    const { page } = rider;
    await signedInAt(page, PAOLO, '/dashboard/travels/tickets?period=last12Months');
    const table = page.getByRole('table', { name: 'Your trips' });
    await table.getByRole('row').nth(1).waitFor();
    const total = Number((await pageInfo(page))?.match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(10_000);
    expect(await table.getByRole('row').count()).toBe(11);
    await page.getByLabel('Rows per page').selectOption('100');
    expect(await table.getByRole('row').count()).toBe(101);
    await expectAccessible(page);
  });
});
