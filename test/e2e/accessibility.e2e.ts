import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { focused, focusOnPageStart, renderedContrast, tabTo } from './support/a11y';
import { signedInAt } from './support/cards';
import { baseUrl, GIULIA, useRider, visit } from './support/portal';

// docs/accessibility.md: what axe cannot see, in Chromium. Paolo reads the portal in English and owes a payment
// (the pending-payments banner); Giulia's phone wallet shows in her trips' and payments' dialogs.
const PAOLO = { email: 'paolo.neri@example.com', password: 'Tapway-2026' };

/** The user menu's item `name`, chosen with the keyboard alone: Tab to the menu, Enter, the arrows, Enter. */
async function menuTo(page: Page, name: string, path: string) {
  // The menu is in the header, before the main landmark that has the focus.
  await tabTo(page, page.getByRole('button', { name: /Paolo Neri/ }), { back: true });
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name, exact: true });
  await item.waitFor();
  // The menu keeps the focus and highlights its items (aria-activedescendant) as the arrows move.
  for (let step = 0; step < 12 && (await item.getAttribute('data-highlighted')) === null; step += 1)
    await page.keyboard.press('ArrowDown');
  expect(await item.getAttribute('data-highlighted')).not.toBeNull();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect
    .poll(async () => ((await focusOnPageStart(page)) ? 'main' : JSON.stringify(await focused(page))), {
      timeout: 10_000,
    })
    .toBe('main');
}

const animationSeconds = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return Math.max(parseFloat(style.animationDuration) || 0, parseFloat(style.transitionDuration) || 0);
    });

describe('accessibility beyond axe, in Chromium', () => {
  const rider = useRider();

  it('walks login, the user menu, the trips’ period and view and a trip’s details with the keyboard alone, the focus where the rider is', async () => {
    const { page } = rider;
    await visit(page, '/', { axe: false });
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(PAOLO.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PAOLO.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => focusOnPageStart(page), { timeout: 10_000 }).toBe(true);

    // Every page of the user menu, each taking the focus to the new page's start.
    await menuTo(page, 'Account', '/dashboard/account');
    await menuTo(page, 'Claims and reports', '/dashboard/claims');
    await menuTo(page, 'Dashboard', '/dashboard');

    // A tile to the trips.
    await tabTo(page, page.getByRole('link', { name: /^Trips/ }).first());
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/travels/tickets');
    await expect.poll(() => focusOnPageStart(page), { timeout: 10_000 }).toBe(true);
    const table = page.getByRole('table', { name: 'Your trips' });
    await table
      .getByRole('button', { name: /^Details: / })
      .first()
      .waitFor();

    // The period: the arrows move, Enter chooses; the select keeps the focus and the list follows.
    const period = page.getByLabel('Period');
    await tabTo(page, period);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('period'));
    expect(await period.evaluate((e) => e === document.activeElement)).toBe(true);

    // The view toggle keeps the focus, both ways.
    const journeys = page.getByRole('button', { name: 'Journeys', exact: true });
    await tabTo(page, journeys);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Your journeys by day' }).waitFor();
    expect(await journeys.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe('Table');
    await page.keyboard.press('Enter');
    await table.waitFor();
    expect((await focused(page)).name).toBe('Table');

    // A trip's details: its named button opens the dialog, Escape gives the focus back to it.
    const details = table.getByRole('button', { name: /^Details: / }).first();
    await tabTo(page, details, { max: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Trip details' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => details.evaluate((e) => e === document.activeElement)).toBe(true);
  });

  it('draws focus rings, borders and progress tracks at 3:1 or more, as rendered', async () => {
    const { page } = rider;
    await visit(page, '/', { axe: false });
    const email = page.getByLabel('Email');
    expect((await renderedContrast(email, 'borderTopColor')).ratio).toBeGreaterThanOrEqual(3);
    await signedInAt(page, PAOLO, '/dashboard');

    // The pending-payments banner's button, focused from the keyboard: its ring against the banner.
    const banner = page.getByRole('region', { name: 'Payments to settle' });
    const pay = banner.getByRole('button', { name: /Pay now/ });
    await tabTo(page, pay, { max: 60 });
    const ring = await renderedContrast(pay, 'outlineColor', banner);
    expect(ring.ratio, JSON.stringify(ring)).toBeGreaterThanOrEqual(3);

    await page.goto(`${baseUrl()}/dashboard/travels/tickets`);
    const period = page.getByLabel('Period');
    await period.waitFor();
    expect((await renderedContrast(period, 'borderTopColor')).ratio).toBeGreaterThanOrEqual(3);
    const track = page.locator('.chakra-progress__track').first();
    await track.waitFor();
    const outline = await renderedContrast(track, 'outlineColor');
    expect(outline.ratio, JSON.stringify(outline)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the switches’ on and off and the progress bars visible in forced colours, and the overlays still under reduced motion', async () => {
    const { page } = rider;
    await signedInAt(page, PAOLO, '/dashboard/travels/tickets');
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    const track = page.locator('.chakra-progress__track').first();
    await track.waitFor();
    const range = track.locator('.chakra-progress__range');
    const [trackBg, rangeBg] = [
      await track.evaluate((e) => getComputedStyle(e).backgroundColor),
      await range.evaluate((e) => getComputedStyle(e).backgroundColor),
    ];
    expect(rangeBg).not.toBe(trackBg);

    // A dialog and a menu open without animating.
    await page
      .getByRole('button', { name: /^Details: / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Trip details' }).waitFor();
    expect(await animationSeconds(page, '[data-scope="dialog"][data-part="content"]')).toBeLessThan(0.01);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Paolo Neri/ }).click();
    await page.getByRole('menuitem', { name: 'Account' }).waitFor();
    expect(await animationSeconds(page, '[data-scope="menu"][data-part="content"]')).toBeLessThan(0.01);
    await page.getByRole('menuitem', { name: 'Account' }).click();

    // The alert switches: on and off look different, and the thumb shows on its track.
    await page.getByRole('heading', { name: 'Alerts by e-mail' }).waitFor();
    const controls = page.locator('.chakra-switch__control');
    await controls.first().waitFor();
    const looks = await controls.evaluateAll((all) =>
      all.map((control) => ({
        state: control.getAttribute('data-state'),
        control: getComputedStyle(control).backgroundColor,
        thumb: getComputedStyle(control.querySelector('.chakra-switch__thumb')!).backgroundColor,
      })),
    );
    const on = looks.find((look) => look.state === 'checked');
    const off = looks.find((look) => look.state === 'unchecked');
    expect(on && off, JSON.stringify(looks)).toBeTruthy();
    expect(on!.control).not.toBe(off!.control);
    for (const look of looks) expect(look.thumb, JSON.stringify(look)).not.toBe(look.control);
  });

  it('shows the trip and payment dialogs whole at 320 px: the card number and the phone mark wrap, never cut', async () => {
    const { page } = rider;
    await page.setViewportSize({ width: 320, height: 700 });
    await signedInAt(page, GIULIA, '/dashboard/travels/tickets');
    for (const [path, title] of [
      ['/dashboard/travels/tickets', 'Dettagli del viaggio'],
      ['/dashboard/travels/payments', 'Dettagli del pagamento'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`);
      const buttons = page.getByRole('button', { name: /^Dettagli: / });
      await buttons.first().waitFor();
      let seen = false;
      for (let row = 0; row < 12 && !seen; row += 1) {
        await buttons.nth(row).click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        const pan = dialog.locator('.tw-pan', { hasText: '4444' });
        if ((await pan.count()) > 0) {
          seen = true;
          const fits = await pan.first().evaluate((number) => {
            const card = number.parentElement!;
            const box = card.closest('.chakra-dialog__body')!.getBoundingClientRect();
            const parts = [...card.children].map((part) => part.getBoundingClientRect());
            return {
              inside: parts.every((part) => part.left >= box.left - 0.5 && part.right <= box.right + 0.5),
              whole: number.scrollWidth <= number.clientWidth + 0.5,
              phone: card.querySelector('svg[aria-hidden="true"]') !== null,
            };
          });
          expect(fits, path).toEqual({ inside: true, whole: true, phone: true });
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      expect(seen, `a ${path} row paid by the phone wallet`).toBe(true);
    }
  });

  it('announces a charge search’s answer and the offline notice from regions already in the page', async () => {
    const { page, context } = rider;
    await signedInAt(page, PAOLO, '/dashboard/travels/payments');
    await page.getByRole('button', { name: 'Look up a bank statement charge' }).click();
    const section = page.getByRole('region', { name: 'Find a charge from your bank statement' });
    const answer = section.getByRole('status');
    expect(await answer.innerText()).toBe('');
    await section.getByRole('button', { name: 'Find' }).click();
    await answer.getByText('Type the amount and the date, or the reference.').waitFor();

    const notice = page.locator('[data-part="offline-notice"]');
    expect(await notice.getAttribute('role')).toBe('status');
    expect(await notice.innerText()).toBe('');
    await context.setOffline(true);
    await notice.getByText(/^You are offline/).waitFor();
    await context.setOffline(false);
  });
});
