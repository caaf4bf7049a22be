import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with its phoning-home switched off (see docs/testing.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (cookies, storage) per test, in the rider's default language. */
export function newRiderContext(browser: Browser, options: { locale?: string; width?: number } = {}): Promise<BrowserContext> {
  return browser.newContext({
    locale: options.locale ?? 'en-GB',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
}
