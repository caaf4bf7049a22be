import { mkdir, readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfLayoutText } from '../support/pdf-layout-text';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { baseUrl, GIULIA, scrolledTo, useRider } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-records-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Waits for a download started by `click`, and answers its name, where it is and its bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  const path = (await download.path())!;
  return { name: download.suggestedFilename(), path, bytes: await readFile(path) };
}

for (const width of [375, 1280]) {
  describe(`statements, spending and the rider's data at ${width} px (Giulia, it)`, () => {
    const rider = useRider({ width });

    it("shows the spending as a chart and a table, and downloads last month's statement, numbered, as PDF and CSV", async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard/travels/payments');
      const table = page.getByRole('table', { name: 'Spesa per mese e per carta' });
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(14);
      const statement = page.getByRole('region', { name: 'Estratto conto per note spese' });
      await statement.waitFor();
      await expectAccessible(page);
      await shot(page, `payments-records-${width}`);
      const pdf = await downloaded(page, () =>
        statement.getByRole('button', { name: "Scarica l'estratto conto (PDF)" }).click(),
      );
      expect(pdf.name).toMatch(/^estratto-conto-METRO-\d{4}-\d{6}\.pdf$/);
      const text = await pdfLayoutText(pdf.bytes);
      const number = pdf.name.replace(/^estratto-conto-|\.pdf$/g, '');
      expect(text).toContain(`Numero dell'estratto conto: ${number}`);
      expect(text).toContain('Partita IVA: IT01234567890');
      expect(text).toContain('IVA 10 % inclusa');
      const csv = await downloaded(page, () =>
        statement.getByRole('button', { name: "Scarica l'estratto conto (CSV)" }).click(),
      );
      // The same month, the same number: the operator issues it once.
      expect(csv.name).toBe(`estratto-conto-${number}.csv`);
      expect(csv.bytes.toString('utf8')).toContain('Pagamento,Data del pagamento');
    });

    it('summarises the spending on the dashboard', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard');
      const summary = page.getByRole('region', { name: 'Spesa, ultimi 12 mesi' });
      // Below the fold at 375 px: it loads as its place nears the screen.
      await scrolledTo(page, summary);
      await summary.getByText(/^Ultimi 12 mesi:/).waitFor();
      await expectAccessible(page);
      await shot(page, `dashboard-spending-${width}`);
      await summary.getByRole('link', { name: 'Vedi i pagamenti' }).click();
      await page.getByRole('table', { name: 'Spesa per mese e per carta' }).waitFor();
    });

    it('downloads her data as a ZIP of JSON and CSV, and is told what deleting the account keeps', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard/account');
      const button = page.getByRole('button', { name: 'Scarica i miei dati' });
      await button.waitFor();
      await expectAccessible(page);
      await shot(page, `account-data-${width}`);
      const zip = await downloaded(page, () => button.click());
      expect(zip.name).toMatch(/^i-miei-dati-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(zip.bytes));
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining(['README.txt', 'account.json', 'trips.json', 'trips.csv', 'payments.csv', 'cases.json']),
      );
      expect(JSON.parse(strFromU8(files['account.json']!)).email).toBe(GIULIA.email);
      expect(JSON.parse(strFromU8(files['trips.json']!)).length).toBeGreaterThan(0);
      await page.getByText("L'archivio dei tuoi dati è stato scaricato.").waitFor();
      await page.goto(`${baseUrl()}/dashboard/account/deletion_request`);
      await page.getByRole('region', { name: "Cosa l'operatore deve conservare" }).waitFor();
      await expectAccessible(page);
      await shot(page, `deletion-explained-${width}`);
    });
  });
}
