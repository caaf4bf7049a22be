import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { baseUrl, GIULIA, mailTo, useRider } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-claims-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const width of [375, 1280]) {
  describe(`claims and reports at ${width} px (Giulia, it)`, () => {
    const rider = useRider({ width });

    it('corrects her incomplete journey from the trip: the usual exit suggested, approved at once, refunded', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard/travels/tickets');
      const trips = page.getByRole('table', { name: 'I tuoi viaggi' });
      // Above the list: the period's incomplete journey, one button away from its correction.
      const panel = page.getByRole('region', { name: '1 viaggio incompleto da correggere' });
      await panel.waitFor();
      await expectAccessible(page);
      await shot(page, `trips-incomplete-${width}`);
      await panel.getByRole('button', { name: /^Correggi: entrata a/ }).click();
      const details = page.getByRole('dialog', { name: 'Dettagli del viaggio' });
      await details
        .getByText(/tariffa massima/)
        .first()
        .waitFor();
      await details.getByRole('button', { name: 'Correggi questo viaggio' }).click();
      const form = details.getByRole('form', { name: 'Correggi questo viaggio' });
      await form.getByText(/Suggerita dai tuoi viaggi abituali/).waitFor();
      const exit = form.getByLabel('Dove sei uscito?');
      expect(await exit.inputValue()).not.toBe('');
      await form.getByText(/Tariffa corretta/).waitFor();
      await expectAccessible(page);
      await shot(page, `correct-form-${width}`);
      await form.getByRole('button', { name: 'Invia la correzione' }).click();
      await details.getByText(/Accolto subito/).waitFor();
      await details.getByText(/rimborsati sulla tua carta/).waitFor();
      await expectAccessible(page);
      await shot(page, `correct-approved-${width}`);
      await details.getByRole('button', { name: 'Chiudi' }).first().click();

      // The trip shows its corrected fare (found by its date), and the refund is a payment line of its own.
      await expect(panel.count()).resolves.toBe(0);
      await page.getByLabel('Cerca nei viaggi').fill('5,00');
      await trips.getByRole('row').filter({ hasText: 'Corretto' }).first().waitFor();
      await page.goto(`${baseUrl()}/dashboard/travels/payments`);
      const payments = page.getByRole('table', { name: 'I tuoi pagamenti' });
      await payments.getByRole('row').filter({ hasText: 'Rimborso' }).first().waitFor();
      await expectAccessible(page);
      await shot(page, `payments-refund-${width}`);
      const mails = await mailTo(GIULIA.email);
      expect(mails[0]?.subject).toMatch(/accolt/i);
    });

    it('reports a card clash from a payment; the operator reviews and approves it; the page and a mail say so', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard/travels/payments');
      const payments = page.getByRole('table', { name: 'I tuoi pagamenti' });
      await payments
        .getByRole('row')
        .filter({ has: page.getByText('Riuscito', { exact: true }) })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: 'Dettagli del pagamento' });
      await details.getByRole('button', { name: 'Segnala un problema' }).click();
      const form = details.getByRole('form', { name: 'Segnala un problema' });
      await form.getByRole('radio', { name: 'È stata addebitata la carta sbagliata o il telefono' }).check();
      await form.getByLabel(/Raccontaci di più/).fill('Ho viaggiato con il telefono, ma è stata addebitata la carta.');
      await expectAccessible(page);
      await shot(page, `report-form-${width}`);
      await form.getByRole('button', { name: 'Invia la segnalazione' }).click();
      await details.getByText(/Inviato in esame/).waitFor();
      await details.getByRole('button', { name: 'Chiudi' }).first().click();

      // The operator's side: the review page in the sandbox.
      await page.goto(`${baseUrl()}/sandbox/claims`);
      const row = page.getByRole('row').filter({ hasText: GIULIA.email }).first();
      await row.getByRole('button', { name: 'Start review' }).click();
      await page
        .getByRole('row')
        .filter({ hasText: GIULIA.email })
        .first()
        .getByRole('button', { name: 'Approve' })
        .click();

      await page.goto(`${baseUrl()}/dashboard/claims`);
      await page.getByRole('heading', { level: 1, name: 'Reclami e segnalazioni' }).waitFor();
      const claim = page.getByRole('article').filter({ hasText: 'È stata addebitata la carta sbagliata' }).first();
      await claim.getByText('Accolto', { exact: true }).waitFor();
      await claim.getByText(/rimborsati sulla tua carta/).waitFor();
      await expectAccessible(page);
      await shot(page, `claims-page-${width}`);
      const mails = await mailTo(GIULIA.email);
      expect(mails[0]?.subject).toMatch(/accolt/i);
      expect(mails[0]?.links.some((link) => link.endsWith('/dashboard/claims'))).toBe(true);
    });
  });
}
