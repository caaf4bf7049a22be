import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { baseUrl, GIULIA, mailTo, useRider } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-card-status-shots';
const PHONE = '5555555555554444';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page and the cards table (in its own scrolling box) fit the window's width: nothing scrolls sideways. */
async function expectNoSideways(page: Page) {
  const widths = await page.evaluate(() => {
    const box = document.querySelector('table')?.parentElement;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: box ? box.scrollWidth - box.clientWidth : 0,
    };
  });
  expect(widths).toEqual({ page: 0, table: 0 });
}

/** A tap at the simulated gates; answers the status. */
async function tapAtGates(json: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${baseUrl()}/sandbox/api/taps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operator: 'metro', from: 'Termini', ...json }),
  });
  return { status: answer.status, body: await answer.json() };
}

/** On the provider's hosted page: the paying test card, then back to the portal's payments page. */
async function payOnHostedPage(page: Page): Promise<void> {
  await page.getByLabel('Card number').waitFor();
  await page.getByLabel('Card number').fill('5105 1051 0510 5100');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/dashboard\/travels\/payments/);
}

for (const width of [375, 1280]) {
  describe(`card status and alerts at ${width} px (Giulia, it)`, () => {
    const rider = useRider({ width });

    it('refuses her blocked phone wallet at the gates, shows her why, she pays, and the gates accept it again', async () => {
      const { page } = rider;
      // The gates simulator's page refuses the card, saying why.
      await page.goto(`${baseUrl()}/sandbox/gates`);
      await page.locator('#pan-metro').selectOption(PHONE);
      await page.getByRole('button', { name: 'Tap in and out now' }).first().click();
      await page.getByText('Card refused — unpaid fares, pay online').waitFor();
      await shot(page, `gates-refused-${width}`);
      expect(await tapAtGates({ pan: PHONE, to: 'Colosseo' })).toMatchObject({
        status: 403,
        body: { code: 'card_denied' },
      });

      await signedInAt(page, GIULIA);
      const notice = page.getByRole('region', { name: 'Carta rifiutata ai tornelli' });
      await notice.waitFor();
      await page.getByRole('region', { name: 'Pagamenti da regolarizzare' }).waitFor();
      await expectAccessible(page);
      await shot(page, `dashboard-blocked-${width}`);
      await notice.getByRole('link', { name: 'Vedi le tue carte' }).click();

      // One list: each card once, its state at the gates beside it (on a phone, on a line under it).
      const table = page.getByRole('table', { name: 'Le tue carte bancarie' });
      const shown = (text: string | RegExp) => table.getByText(text).filter({ visible: true });
      await shown('Bloccata ai tornelli').waitFor();
      await shown(/paga con la carta fisica da cui è stato creato il portafoglio/).waitFor();
      await shown(/Riproveremo ad addebitare la carta il/).waitFor();
      expect(await page.getByText(/4444/).filter({ visible: true }).count()).toBe(1);
      expect(await table.getByRole('columnheader', { name: 'Ai tornelli' }).isVisible()).toBe(width >= 768);
      await shot(page, `cards-blocked-${width}`);
      await expectNoSideways(page);
      await expectAccessible(page);
      await page
        .getByRole('region', { name: 'Pagamenti da regolarizzare' })
        .getByRole('button', { name: /^Paga ora/ })
        .click();
      await payOnHostedPage(page);
      const dialog = page.getByRole('dialog', { name: 'Pagamento riuscito' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Chiudi' }).click();

      await page.goto(`${baseUrl()}/dashboard/travels/bank_cards`);
      const after = page.getByRole('table', { name: 'Le tue carte bancarie' });
      await after
        .getByText(/Sbloccata alle \d\d:\d\d; i tornelli accettano di nuovo la carta\./)
        .filter({ visible: true })
        .waitFor();
      expect(await after.getByText('Bloccata ai tornelli').count()).toBe(0);
      await expectNoSideways(page);
      await expectAccessible(page);
      await shot(page, `cards-unblocked-${width}`);
      await page.goto(`${baseUrl()}/dashboard`);
      await page.getByRole('region', { name: 'La tua carta funziona di nuovo' }).waitFor();
      await expectAccessible(page);
      await shot(page, `dashboard-unblocked-${width}`);

      expect((await tapAtGates({ pan: PHONE, to: 'Colosseo' })).status).toBe(201);
      const subjects = (await mailTo(GIULIA.email)).map((mail) => mail.subject);
      expect(subjects).toContain('Metro: la tua carta che termina con 4444 funziona di nuovo');
    });

    it('saves her alerts in Account, mails a maximum fare in Italian, and unsubscribes from the mail without signing in', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard/account');
      const section = page.getByRole('region', { name: 'Avvisi via e-mail' });
      const maxFare = section.getByRole('checkbox', { name: 'Una tariffa massima addebitata' });
      await maxFare.waitFor({ state: 'attached' });
      expect(await maxFare.isChecked()).toBe(false);
      await section.getByText('Una tariffa massima addebitata').click();
      await section.getByText('Salvato: «Una tariffa massima addebitata» è attivo.').waitFor();
      expect(await maxFare.isChecked()).toBe(true);
      await expectAccessible(page);
      await shot(page, `account-alerts-${width}`);

      expect((await tapAtGates({ pan: '4111111111111111' })).status).toBe(201);
      const [mail] = await mailTo(GIULIA.email);
      expect(mail?.subject).toBe('Metro: ti è stata addebitata la tariffa massima');
      expect(mail?.links[0]).toBe(`${baseUrl()}/dashboard/travels/tickets`);

      await page.goto(mail!.links[1]!);
      await page.getByText('Non inviare più le e-mail «Una tariffa massima addebitata»', { exact: false }).waitFor();
      await expectAccessible(page);
      await shot(page, `unsubscribe-ask-${width}`);
      await page.getByRole('button', { name: 'Annulla l’iscrizione' }).click();
      await page
        .getByRole('status')
        .getByText(/Non riceverai più le e-mail/)
        .waitFor();
      await shot(page, `unsubscribe-done-${width}`);

      await page.goto(`${baseUrl()}/dashboard/account`);
      const again = page
        .getByRole('region', { name: 'Avvisi via e-mail' })
        .getByRole('checkbox', { name: 'Una tariffa massima addebitata' });
      await again.waitFor({ state: 'attached' });
      // What she read before comes back from the device first (offline reading), then the operator's answer.
      await expect.poll(() => again.isChecked()).toBe(false);
    });
  });
}
