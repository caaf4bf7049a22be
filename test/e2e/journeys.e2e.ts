import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { GIULIA, useRider } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-walk-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// docs/behaviour/screens.md#journeys: Giulia, in Italian, on a phone and on a desktop.
for (const width of [375, 1280]) {
  describe(`Giulia's journeys at ${width} px`, () => {
    const rider = useRider({ width });

    it('groups her trips by day in the trips’ zone, opens a day from the keyboard, and keeps the view on reload', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard/travels/tickets');
      const table = page.getByRole('table', { name: 'I tuoi viaggi' });
      await table.getByRole('row').nth(1).waitFor();
      // On a phone, a collapsed row says where she went.
      expect(await table.getByRole('row').nth(1).innerText()).toMatch(/\S+ → \S+/);
      await page.getByText('Gli orari sono quelli locali del luogo di ogni viaggio (Europe/Rome).').waitFor();
      await expectAccessible(page);
      await shot(page, `journeys-table-${width}`);

      await page.getByRole('group', { name: 'Mostra i viaggi' }).getByRole('button', { name: 'Per giorno' }).click();
      const journeys = page.getByRole('region', { name: 'I tuoi viaggi per giorno' });
      await journeys.waitFor();
      expect(new URL(page.url()).searchParams.get('view')).toBe('journeys');
      const days = journeys.getByRole('heading', { level: 2 }).getByRole('button');
      const first = days.first();
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      expect(await first.innerText()).toMatch(/\d+ viagg(io|i) · totale \d+,\d{2}\s€/);
      const journey = journeys.getByRole('listitem').first().getByRole('button');
      expect(await journey.innerText()).toMatch(/^\S.* → \S.*\n?· \d{2}:\d{2}(–\d{2}:\d{2})? · \d+,\d{2}\s€/);
      await expectAccessible(page);
      await shot(page, `journeys-${width}`);

      const last = days.last();
      const wasOpen = await last.getAttribute('aria-expanded');
      await last.focus();
      await page.keyboard.press('Enter');
      expect(await last.getAttribute('aria-expanded')).toBe(wasOpen === 'true' ? 'false' : 'true');
      await page.keyboard.press(' ');
      expect(await last.getAttribute('aria-expanded')).toBe(wasOpen);

      await journey.click();
      const details = page.getByRole('dialog', { name: 'Dettagli del viaggio' });
      await details.getByText('(Europe/Rome)').first().waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      await page.reload();
      await journeys.waitFor();
      expect(new URL(page.url()).searchParams.get('view')).toBe('journeys');
      await page.getByLabel('Periodo').selectOption({ label: 'Ultimi 12 mesi' });
      await journeys.getByText(/^Giorni 1–7 di \d{2,}/).waitFor();
      expect(new URL(page.url()).searchParams.get('view')).toBe('journeys');
      await journeys.getByRole('button', { name: 'Successiva' }).click();
      await journeys.getByText(/^Giorni 8–14 di/).waitFor();
      await expectAccessible(page);
    });
  });
}
