import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { GIULIA, useRider } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-charges-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const width of [375, 1280]) {
  describe(`every charge explained at ${width} px (Giulia, it)`, () => {
    const rider = useRider({ width });

    it("shows a payment's bank statement line, its charge day, its history and its trips; a failed one not charged", async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard/travels/payments?period=last12Months');
      const payments = page.getByRole('table', { name: 'I tuoi pagamenti' });
      await payments
        .getByRole('row')
        .filter({ has: page.getByText('Riuscito', { exact: true }) })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: 'Dettagli del pagamento' });
      const line = details.getByRole('group', { name: "Riga dell'estratto conto" });
      const statement = (await line.textContent()) ?? '';
      expect(statement).toMatch(/^METRO TRASPORTI URBANI TWP\w{8}\d+,\d\d\s?€$/);
      const reference = /TWP\w{8}/.exec(statement)?.[0] ?? '';
      await details.getByRole('list', { name: 'Storico dello stato' }).waitFor();
      const trips = details.getByRole('list', { name: 'Viaggi di questo addebito' });
      await trips.getByRole('listitem').first().waitFor();
      expect(await trips.getByRole('listitem').first().textContent()).toMatch(/→/);
      await expectAccessible(page);
      await shot(page, `payment-charge-${width}`);
      await details.getByRole('button', { name: 'Chiudi' }).first().click();

      await payments.getByRole('row').filter({ hasText: 'Non riuscito' }).first().click();
      const failed = page.getByRole('dialog', { name: 'Dettagli del pagamento' });
      await failed.getByText('Non addebitato').waitFor();
      await failed.getByRole('list', { name: 'Storico dello stato' }).getByText('Non riuscito').waitFor();
      await expectAccessible(page);
      await shot(page, `failed-charge-${width}`);
      await failed.getByRole('button', { name: 'Chiudi' }).first().click();

      // Find a charge from the statement: a line that matches nothing says what to check, its reference finds it.
      await page.getByRole('button', { name: "Cerca un addebito dell'estratto conto", exact: true }).click();
      await page.getByLabel('Importo', { exact: true }).fill('99,99');
      await page.getByLabel("Data sull'estratto conto").fill(new Date().toISOString().slice(0, 10));
      await page.getByRole('button', { name: 'Trova', exact: true }).click();
      await page.getByText('Nessun pagamento corrisponde a questa riga.').waitFor();
      await expectAccessible(page);
      await shot(page, `find-none-${width}`);
      await page.getByLabel('Riferimento', { exact: true }).fill(reference.toLowerCase());
      await page.getByRole('button', { name: 'Trova', exact: true }).click();
      const results = page.getByRole('list', { name: 'Pagamenti corrispondenti' });
      await results.getByRole('button').first().waitFor();
      expect(await results.getByRole('button').count()).toBe(1);
      await expectAccessible(page);
      await shot(page, `find-found-${width}`);
      await results.getByRole('button').first().click();
      await page
        .getByRole('dialog', { name: 'Dettagli del pagamento' })
        .getByRole('group', { name: "Riga dell'estratto conto" })
        .getByText(reference)
        .waitFor();
    });
  });
}
