import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newRiderContext } from './support/browser';
import { headingLines } from './support/line-breaks';
import { useRider, visit } from './support/portal';

describe('navigation, languages and operators', () => {
  const rider = useRider();

  it('shows Not found for an unknown path, with a way back', async () => {
    const { page } = rider;
    await visit(page, '/no/such/page');
    await page.getByRole('heading', { name: 'You missed . . .' }).waitFor();
    await page.getByRole('link', { name: 'Go back to the Portal' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('starts in the browser language and switches language from the selector', async () => {
    const { page } = rider;
    await visit(page, '/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session_language'))).toBe('de');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expectAccessible(page);
    await page.reload();
    await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
  });

  it('brands the portal for the operator, and ?tenant= switches it for the tab', async () => {
    const { page } = rider;
    await visit(page, '/');
    const metroTitle = await page.title();
    const metroIcon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(metroIcon).toBe('/metro.ico');

    await visit(page, '/?tenant=enterprise');
    await page.locator('link[rel="icon"][href="/enterprise.ico"]').waitFor({ state: 'attached' });
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/enterprise.ico');
    expect(await page.title()).not.toBe(metroTitle);
    // The enterprise operator signs in only through its identity provider: no password form.
    await expect(page.getByLabel('Password', { exact: true }).count()).resolves.toBe(0);
    // The choice holds for the tab.
    await visit(page, '/no/such/page', { axe: false });
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/enterprise.ico');
  });

  it('looks right on a phone', async () => {
    const { page } = rider;
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('headings on a phone', () => {
  const rider = useRider();

  it.each([
    ['de-DE', 375, '/email/unconfirmed'],
    ['it-IT', 375, '/email/confirmed'],
    ['it-IT', 320, '/resend_confirmation_email'],
    ['en-GB', 375, '/resend_confirmation_email'],
  ] as const)(
    'in %s at %i px, %s wraps between words, never after the "E-" of "E-Mail"',
    async (locale, width, path) => {
      const context = await newRiderContext(rider.browser, { locale, width });
      try {
        const page = await context.newPage();
        await visit(page, path, { axe: false });
        const [heading = [], subtitle = []] = await headingLines(page);
        expect(heading.length, heading.join(' | ')).toBeGreaterThan(1);
        for (const line of [...heading, ...subtitle])
          expect(line, heading.join(' | ')).not.toMatch(/(^|[^\p{L}])\p{L}-$/u);
      } finally {
        await context.close();
      }
    },
  );
});
