import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { GIULIA, baseUrl, useRider } from './support/portal';

/** Where the walk's screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-walk-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Opens a signed-in page, waits for its heading and checks it with axe. */
async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectAccessible(page);
}

/** Waits for Download CSV to have come out of its disabled look (axe reads colours mid-transition otherwise). */
async function csvReady(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some(
      (button) => button.textContent?.includes('CSV') && !button.disabled && getComputedStyle(button).opacity === '1',
    ),
  );
}

for (const width of [375, 1280]) {
  describe(`the signed-in portal at ${width} px`, () => {
    const rider = useRider({ width });

    it('has no axe violation on any signed-in page or modal', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page);
      await shot(page, `dashboard-${width}`);
      for (const path of [
        '/dashboard/travels/bank_cards',
        '/dashboard/account',
        '/dashboard/account/edit',
        '/dashboard/account/change_password',
        '/dashboard/account/deletion_request',
      ])
        await open(page, path);
      await page.goto(`${baseUrl()}/dashboard/account`);
      const email = page.locator('[data-field="email"]');
      await email.waitFor();
      expect(await email.evaluate((element) => element.getClientRects().length)).toBe(1);
      await shot(page, `account-${width}`);

      await page.goto(`${baseUrl()}/dashboard/travels/tickets`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const trips = page.getByRole('table', { name: 'I tuoi viaggi' });
      await trips.getByRole('row').nth(1).waitFor();
      await csvReady(page);
      await expectAccessible(page);
      await shot(page, `tickets-${width}`);
      await trips.getByRole('row').nth(1).click();
      await page.getByRole('dialog', { name: 'Dettagli del viaggio' }).waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      await page.goto(`${baseUrl()}/dashboard/travels/payments?period=last12Months`);
      const payments = page.getByRole('table', { name: 'I tuoi pagamenti' });
      const failed = payments.getByRole('row').filter({ hasText: 'Non riuscito' }).first();
      await failed.waitFor();
      expect(await failed.getByText('Non riuscito').isVisible()).toBe(true);
      await csvReady(page);
      await expectAccessible(page);
      await shot(page, `payments-${width}`);
      // Exactly "Riuscito": a text filter alone also matches "Non riuscito", the newest row near midnight.
      await payments
        .getByRole('row')
        .filter({ has: page.getByText('Riuscito', { exact: true }) })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: 'Dettagli del pagamento' });
      await details.getByRole('button', { name: 'Vedi la ricevuta' }).waitFor();
      expect((await details.boundingBox())?.height ?? 0).toBeLessThan(width >= 768 ? 800 : 10_000);
      await expectAccessible(page);
      await shot(page, `payment-details-${width}`);
      if (width < 640) await details.getByRole('button', { name: 'Vedi la ricevuta' }).click();
      else {
        await details.getByRole('button', { name: 'Chiudi' }).first().click();
        await payments
          .getByRole('button', { name: /Vedi la ricevuta del pagamento/ })
          .first()
          .click();
      }
      const receipt = page.getByRole('dialog', { name: /Ricevuta n\./ });
      await receipt.getByText('Giulia Rossi').waitFor();
      expect(await receipt.getByRole('group', { name: 'Totale' }).isVisible()).toBe(true);
      const trip = width < 768 ? receipt.getByRole('list', { name: 'Viaggi' }) : receipt.getByRole('table');
      expect(await trip.isVisible()).toBe(true);
      const height = (await receipt.boundingBox())?.height ?? 0;
      if (width >= 768) expect(height).toBeLessThan(800);
      await expectAccessible(page);
      await shot(page, `receipt-${width}`);
    }, 240_000);

    it('has no axe violation in the card dialogs, the add-card page, deletion confirm and the settlement result', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard/travels/bank_cards');
      const table = page.getByRole('table');
      await table.getByText('411111******1111').first().waitFor();
      await table.getByText('411111******1111').first().click();
      await page.getByRole('dialog').getByText('A0000000031010').waitFor();
      await expectAccessible(page);
      await shot(page, `card-details-${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Rimuovi la carta 411111/ }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.waitFor();
      await expectAccessible(page);
      await shot(page, `remove-card-${width}`);
      await confirm.getByRole('button', { name: 'Annulla' }).click();
      await open(page, '/dashboard/travels/bank_cards/add');
      await open(page, '/dashboard/account/deletion_confirm');
      // Back from Cancel on the provider's page: the settlement result dialog says nothing was paid.
      await page.goto(`${baseUrl()}/dashboard/travels/payments?cancelled=1`);
      await page.getByRole('dialog', { name: 'Pagamento annullato' }).waitFor();
      await expectAccessible(page);
      await shot(page, `settlement-result-${width}`);
    }, 180_000);

    it('sets a custom range with two clicks, the calendar leaving the range line in view', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard/travels/tickets?period=custom&from=2026-01-01&to=2026-01-31');
      const showing = page.getByText(/^Periodo mostrato:/);
      await showing.waitFor();
      await page.getByRole('button', { name: 'Apri il calendario' }).click();
      const calendar = page.getByRole('application');
      await calendar.waitFor();
      await expectAccessible(page);
      await shot(page, `calendar-${width}`);
      const [line, box] = [await showing.boundingBox(), await calendar.boundingBox()];
      const overlaps =
        line && box && line.y < box.y + box.height && box.y < line.y + line.height && line.x < box.x + box.width;
      expect(overlaps).toBeFalsy();
      const days = calendar.locator('[data-part="table-cell-trigger"]:not([data-disabled]):not([data-outside-range])');
      await days.nth(4).click();
      await days.nth(9).click();
      await page.getByText('Periodo mostrato: 05/01/2026 - 10/01/2026').waitFor();
      expect(new URL(page.url()).searchParams.get('to')).toBe('2026-01-10');
    }, 120_000);
  });
}
