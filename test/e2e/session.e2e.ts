import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { GIULIA, baseUrl, logIn, useRider, visit } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-session-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(page: Page) {
  await visit(page, '/', { axe: false });
  await logIn(page, GIULIA.email, GIULIA.password);
  await page.waitForURL('**/dashboard');
}

describe('the session', () => {
  const rider = useRider();

  it('logs in again automatically after a reload', async () => {
    const { page } = rider;
    await signIn(page);
    await page.reload();
    await page.getByRole('button', { name: /Giulia Rossi/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('discards a corrupt stored session instead of trusting it', async () => {
    const { page } = rider;
    await visit(page, '/', { axe: false });
    await page.evaluate(() => localStorage.setItem('session_account', '{"id":"x","name":1}'));
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session_account'))).toBeNull();
  });

  it('logs out from the menu, and the other open tab follows', async () => {
    const { page, context } = rider;
    await signIn(page);
    const otherTab = await context.newPage();
    await otherTab.goto(`${baseUrl()}/dashboard`);
    await otherTab.getByRole('button', { name: /Giulia Rossi/ }).waitFor();

    await page.getByRole('button', { name: /Giulia Rossi/ }).click();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: /Logout|Esci/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('session_account'))).toBeNull();

    await otherTab.waitForURL((url) => url.pathname === '/');
    await otherTab.getByRole('button', { name: /^(Login|Accedi)$/ }).waitFor();
  });

  it('says the session has ended when its cookie is gone, and keeps saying it on the login page until the rider closes it', async () => {
    const { page, context } = rider;
    await signIn(page);
    await page.getByRole('link', { name: 'Pagamenti', exact: true }).waitFor();
    // The dashboard's reads answered (a read still on its way would meet the missing cookie first).
    await page.waitForLoadState('networkidle');
    // Every moment the message is shown or taken away, as the page lives it (a message gone for a frame counts).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { sessionMessage: string[] }).sessionMessage = seen;
      let shown = false;
      new MutationObserver(() => {
        const now = [...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
          /Your session has ended|La tua sessione è terminata/.test(dialog.textContent ?? ''),
        );
        if (now !== shown) seen.push(now ? 'shown' : 'gone');
        shown = now;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await context.clearCookies();
    // On a loaded machine a read that started late may meet the missing cookie first, and the message may already
    // cover the page: the link is followed as a click on it would, whatever lies over it.
    await page.getByRole('link', { name: 'Pagamenti', exact: true }).evaluate((link: HTMLElement) => link.click());

    const ended = page.getByRole('dialog', { name: /^(Error|Errore)$/ });
    await ended
      .getByText(/^(Your session has ended — log in again\.|La tua sessione è terminata — accedi di nuovo\.)$/)
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('heading', { level: 1, name: /^(Log in|Accedi)$/, includeHidden: true })
      .waitFor({ state: 'attached' });
    // The login page has settled (its code and messages fetched, nothing under way): the message is still there.
    await page.waitForLoadState('networkidle');
    await expect(ended.isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await shot(page, 'session-ended-login');
    await ended.getByRole('button', { name: /^(Close|Chiudi)$/ }).click();
    await ended.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { sessionMessage: string[] }).sessionMessage)).toEqual([
      'shown',
      'gone',
    ]);
    // The login page is the rider's again, its main landmark focused.
    await page.locator('main:focus').waitFor();
  });

  it('guards routes: visitors go to login and, signed in, on to the page they asked for; signed-in riders to the dashboard', async () => {
    const { page } = rider;
    await page.goto(`${baseUrl()}/dashboard/account`);
    await page.waitForURL((url) => url.pathname === '/');
    await logIn(page, GIULIA.email, GIULIA.password);
    await page.waitForURL('**/dashboard/account');
    await page.goto(`${baseUrl()}/sign/up`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${baseUrl()}/privacy`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await expectAccessible(page);
  });
});
