import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { launchChromium } from '../../../scripts/chromium.mjs';
import { newRiderContext } from './browser';

export const GIULIA = { email: 'giulia.rossi@example.com', password: 'Tapway-2026', name: 'Giulia Rossi' };
export const MARCO = { email: 'marco.bianchi@example.com', password: 'Tapway-2026' };

/** The sandbox's base URL, provided by the global set-up. */
export const baseUrl = (): string => inject('baseUrl');

/** Restores the sandbox's seed state, so each test starts from the demo data. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${baseUrl()}/sandbox/api/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`sandbox reset answered ${response.status}`);
}

/** The newest e-mails sent to an address, as the outbox shows them. */
export async function mailTo(address: string): Promise<{ subject: string; links: string[]; code: string | null }[]> {
  const response = await fetch(`${baseUrl()}/sandbox/api/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()) as { subject: string; links: string[]; code: string | null }[];
}

/**
 * One browser for the file and a fresh rider context (cookies, storage) per test, with the
 * sandbox reset before each test. `rider.page` is the current tab.
 */
export function useRider(options: { locale?: string; width?: number } = {}) {
  const rider = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    rider.browser = await launchChromium();
  });
  afterAll(async () => {
    await rider.browser?.close();
  });
  beforeEach(async () => {
    await resetSandbox();
    rider.context = await newRiderContext(rider.browser, options);
    rider.page = await rider.context.newPage();
    return async () => {
      await rider.context.close();
    };
  });
  return rider;
}

/** Opens a portal path and waits for the page's heading; checks it with axe. */
export async function visit(page: Page, path: string, { axe = true } = {}): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (axe) await expectAccessible(page);
}

/** Logs in through the standard login form. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Scrolls to the end of the page until `piece` is there, then to it: a piece below the fold (the dashboard's spending)
 * loads as its place nears the screen, and the pieces above it may still push that place down as they come.
 */
export async function scrolledTo(page: Page, piece: Locator): Promise<void> {
  const end = page.getByRole('contentinfo').last();
  for (let tries = 0; tries < 60 && (await piece.count()) === 0; tries++) {
    await end.scrollIntoViewIfNeeded();
    await piece.waitFor({ state: 'attached', timeout: 1000 }).catch(() => undefined);
  }
  await piece.scrollIntoViewIfNeeded();
}
