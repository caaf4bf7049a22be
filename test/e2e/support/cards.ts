import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { baseUrl, logIn, visit } from './portal';

export const LUCA = { email: 'luca.verdi@example.com', password: 'Tapway-2026' };

/** On the add-card page: Proceed, then the provider's hosted page with a card; answers once back on the portal. */
export async function registerThroughHostedPage(page: Page, pan: string, { proceed = 'Proceed', axe = false } = {}) {
  await page.getByRole('button', { name: proceed }).click();
  await page.getByLabel('Card number').waitFor();
  if (axe) await expectAccessible(page);
  await confirmOnHostedPage(page, pan, /\/dashboard\/travels\/bank_cards/);
}

/** On the provider's hosted page: a card (expiry 12/39, CVV 123), confirmed; answers once back on the portal's `back`. */
export async function confirmOnHostedPage(page: Page, pan: string, back: RegExp): Promise<void> {
  await page.getByLabel('Card number').fill(pan);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(back);
}

/** Logs the rider in from the login page and opens `path` once the dashboard is there. */
export async function signedInAt(page: Page, rider: { email: string; password: string }, path = '/dashboard') {
  await visit(page, '/', { axe: false });
  await logIn(page, rider.email, rider.password);
  await page.waitForURL('**/dashboard');
  if (path !== '/dashboard') await page.goto(`${baseUrl()}${path}`);
}
