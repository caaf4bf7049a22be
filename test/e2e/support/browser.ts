import type { Browser, BrowserContext } from 'playwright-core';

/** A fresh browser profile (cookies, storage) per test, in the rider's default language. */
export function newRiderContext(
  browser: Browser,
  options: { locale?: string; width?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    locale: options.locale ?? 'en-GB',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
}
