import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { GIULIA, baseUrl, useRider } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-fare-caps-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A whole day at the gates simulator, today, starting on Giulia's VISA. */
async function gatesDay(action: 'cappedDay' | 'splitDay') {
  // The phone wallet is on the deny list in the demo world (cardStatus): customer service lifts it for the split day,
  // as of a day ago (the day's trips start at 07:00, before now).
  if (action === 'splitDay') {
    const lifted = await fetch(`${baseUrl()}/sandbox/api/deny-list/lift`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pan: '5555555555554444', at: new Date(Date.now() - 86_400_000).toISOString() }),
    });
    expect(lifted.status).toBe(200);
  }
  const answer = await fetch(`${baseUrl()}/sandbox/api/taps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operator: 'metro', pan: '4111111111111111', from: 'Termini', to: 'Colosseo', action }),
  });
  expect(answer.status).toBe(201);
}

for (const width of [375, 1280]) {
  describe(`fare caps in plain sight at ${width} px (Giulia, it)`, () => {
    const rider = useRider({ width });

    it('marks capped trips, shows the day and the week toward the caps and the split day, on trips, payments and the dashboard', async () => {
      const { page } = rider;
      await gatesDay('cappedDay');
      await gatesDay('splitDay');
      await signedInAt(page, GIULIA, '/dashboard/travels/tickets');
      const progress = page.getByRole('region', { name: 'I tuoi tetti tariffari' });
      await progress.waitFor();
      // The meters come once the cards' concessions are read (their place held meanwhile).
      await expect.poll(() => progress.getByRole('progressbar', { name: /oggi — tetto raggiunto/ }).count()).toBe(1);
      await expect.poll(() => progress.getByRole('progressbar', { name: /questa settimana/ }).count()).toBe(2);
      // Today's split day, and any other day of the period Giulia's commute split between her card and her phone.
      await progress.getByRole('note').getByText('Corse divise tra una carta e un telefono').first().waitFor();
      const table = page.getByRole('table', { name: 'I tuoi viaggi' });
      const capped = table.getByRole('row').filter({ hasText: 'Tetto raggiunto' }).first();
      await capped.waitFor();
      await expectAccessible(page);
      await shot(page, `trips-${width}`);
      await capped.click();
      const details = page.getByRole('dialog', { name: 'Dettagli del viaggio' });
      await details.getByText(/sarebbe costata .*: il tetto tariffario ha tolto/).waitFor();
      await expectAccessible(page);
      await shot(page, `trip-details-${width}`);
      await details.getByRole('button', { name: 'Chiudi' }).first().click();

      await page.goto(`${baseUrl()}/dashboard/travels/payments`);
      await page.getByRole('region', { name: 'I tuoi tetti tariffari' }).waitFor();
      await page.getByRole('table', { name: 'I tuoi pagamenti' }).getByRole('row').nth(1).waitFor();
      await expectAccessible(page);
      await shot(page, `payments-${width}`);

      await page.goto(`${baseUrl()}/dashboard`);
      const week = page.getByRole('region', { name: 'Le tariffe di questa settimana' });
      await week.waitFor();
      // The meters come once the card's concession is read (their place held meanwhile).
      await expect.poll(() => week.getByRole('progressbar').count()).toBe(2);
      await expectAccessible(page);
      await shot(page, `dashboard-${width}`);
    });
  });
}
