import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { GIULIA, baseUrl, logIn, useRider, visit } from './support/portal';

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
