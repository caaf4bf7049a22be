import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { signedInAt } from './support/cards';
import { baseUrl, GIULIA, resetSandbox } from './support/portal';

// Chromium's own verdict on installing the portal (docs/adr/0012-offline-reading.md: the manifest and the service
// worker pass the installability checks), asked through the DevTools protocol in a real profile: an incognito-like
// context is never installable, whatever the page.

let profile: string;
let context: BrowserContext;

beforeEach(async () => {
  await resetSandbox();
  profile = await mkdtemp(join(tmpdir(), 'tapway-install-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
  });
  return async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
});

describe('the portal as an installable app', () => {
  it.each(['metro', 'enterprise'])(
    "gives the %s operator's manifest without errors (metro: installable once a rider's pages registered the worker)",
    async (tenant) => {
      const page = context.pages()[0] ?? (await context.newPage());
      if (tenant === 'metro') await signedInAt(page, GIULIA);
      else {
        await page.goto(`${baseUrl()}/?tenant=${tenant}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
      if (tenant === 'metro') {
        // The worker registers with the rider's pages; it controls the next load.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.reload();
      }
      // The portal names the operator's manifest once it has started (apply-operator-head.ts): asked before, Chromium
      // reports the link's change (manifest-location-changed) instead of the manifest's own errors.
      await page.waitForFunction(
        () => document.querySelector('link[rel="manifest"]')?.getAttribute('href')?.includes('tenant=') ?? false,
        undefined,
        { timeout: 60_000 },
      );
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
        data?: string;
      };
      expect(manifest.errors).toEqual([]);
      const parsed = JSON.parse(manifest.data ?? '{}') as { short_name?: string; icons?: { sizes: string }[] };
      expect(parsed.short_name).toEqual(tenant === 'metro' ? 'Metro' : expect.any(String));
      expect(parsed.icons?.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      if (tenant === 'metro') {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        expect(installabilityErrors).toEqual([]);
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      }
    },
  );
});
