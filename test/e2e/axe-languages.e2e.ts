import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WCAG_22 } from './support/axe';
import { newRiderContext } from './support/browser';
import { baseUrl, useRider } from './support/portal';

// docs/accessibility.md: zero axe violations under WCAG 2.2 AA, at a phone's and a desktop's width, in each language.
const PAOLO = { email: 'paolo.neri@example.com', password: 'Tapway-2026' };
const LANGUAGES = [
  ['en', 'en-GB', 'English'],
  ['it', 'it-IT', 'Italiano'],
  ['fr', 'fr-FR', 'Français'],
  ['de', 'de-DE', 'Deutsch'],
] as const;
const PUBLIC = ['/', '/sign/up', '/accessibility', '/card-check'];
const SIGNED_IN = [
  '/dashboard',
  '/dashboard/travels/tickets',
  '/dashboard/travels/payments',
  '/dashboard/account',
  '/dashboard/discounts',
];

/** The page as it stands, checked at 1280 px and again at 375 px (the same page, the window resized). */
async function checkBothWidths(page: Page, language: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, WCAG_22);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, WCAG_22);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
}

async function open(page: Page, path: string, language: string) {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // A list's page is checked once its rows are there.
  if (path.includes('/travels/')) await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
  // The discounts page once its concessions are there (one section each).
  if (path.endsWith('/discounts')) await page.getByRole('main').getByRole('region').first().waitFor();
  await checkBothWidths(page, language);
}

describe('axe, WCAG 2.2 AA, at 375 and 1280 px', () => {
  const rider = useRider();

  it.each(LANGUAGES)(
    'finds nothing in %s on the public and the rider’s pages',
    async (language, locale, endonym) => {
      const context = await newRiderContext(rider.browser, { locale });
      try {
        const page = await context.newPage();
        for (const path of PUBLIC) await open(page, path, language);

        await page.goto(`${baseUrl()}/`);
        await page.locator('input[type="email"]').fill(PAOLO.email);
        await page.locator('input[type="password"]').fill(PAOLO.password);
        await page.locator('form button[type="submit"]').first().click();
        await page.waitForURL('**/dashboard');
        // Paolo's account speaks English: the device's language is chosen from the user menu.
        if (language !== 'en') {
          await page.getByRole('button', { name: /Paolo Neri/ }).click();
          await page.getByRole('menuitemradio', { name: endonym }).click();
          await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        }
        for (const path of SIGNED_IN) await open(page, path, language);
      } finally {
        await context.close();
      }
    },
    300_000,
  );
});
