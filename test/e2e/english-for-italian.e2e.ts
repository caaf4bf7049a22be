import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { baseUrl, GIULIA, scrolledTo, useRider } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-english-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Italian words a screen in English must not show: month and weekday names (whole and short), the fare's Italian
 * name, and words of the statement and the spending. Station and rider names are names, not words of the interface.
 */
const ITALIAN =
  /\b(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|gen|mag|giu|lug|ago|ott|dic|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|lun|mer|gio|ven|sab|dom|Corsa singola|Estratto conto|Spesa|Viaggi|Pagamenti|Totale)\b/i;

/** The page's visible text, with the Italian words found in it. */
async function italianWordsOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...text.matchAll(new RegExp(ITALIAN, 'gi'))].map((match) => match[0]);
}

/** Giulia's account is Italian; she reads the portal in English: words in English, dates in her account's format. */
for (const width of [375, 1280]) {
  describe(`Giulia (an Italian account) reads the portal in English at ${width} px`, () => {
    const rider = useRider({ width, locale: 'en-GB' });

    it('shows no Italian word on the dashboard, the trips by day, the payments, the spending and the statement', async () => {
      const { page } = rider;
      await signedInAt(page, GIULIA, '/dashboard');
      const menu = page.getByRole('button', { name: /Giulia Rossi/ });
      await menu.click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      await page.getByRole('link', { name: /^Bank cards, \d+ cards?$/ }).waitFor();
      // Below the fold at 375 px: it loads as its place nears the screen.
      const summary = page.getByRole('region', { name: 'Spending, last 12 months' });
      await scrolledTo(page, summary);
      await summary.getByText(/^Last 12 months:/).waitFor();
      expect(await italianWordsOn(page)).toEqual([]);
      await shot(page, `dashboard-${width}`);

      await page.goto(`${baseUrl()}/dashboard/travels/tickets?view=journeys`);
      const journeys = page.getByRole('region', { name: 'Your journeys by day' });
      await journeys.getByRole('heading', { level: 2 }).first().waitFor();
      // A day's heading: its weekday and month in English, the day before the month as an Italian account writes it.
      expect(await journeys.getByRole('heading', { level: 2 }).first().innerText()).toMatch(
        /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/,
      );
      expect(await italianWordsOn(page)).toEqual([]);
      await expectAccessible(page);
      await shot(page, `journeys-${width}`);

      await page.goto(`${baseUrl()}/dashboard/travels/tickets`);
      await page.getByRole('table', { name: 'Your trips' }).getByRole('row').nth(1).waitFor();
      expect(await italianWordsOn(page)).toEqual([]);

      await page.goto(`${baseUrl()}/dashboard/travels/payments`);
      const spending = page.getByRole('table', { name: 'Spending per month and per card' });
      await spending.getByRole('row').nth(1).waitFor();
      await page.getByRole('region', { name: 'Statement for expenses' }).waitFor();
      expect(await italianWordsOn(page)).toEqual([]);
      expect(await spending.innerText()).toMatch(
        /(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
      );
      await expectAccessible(page);
      await shot(page, `payments-${width}`);
    });
  });
}
