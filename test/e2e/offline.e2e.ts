import { mkdir } from 'node:fs/promises';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { baseUrl, GIULIA, useRider } from './support/portal';

/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.TAPWAY_SHOTS ?? '/tmp/tapway-offline-shots';

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const sessions = new WeakMap<Page, CDPSession>();

/**
 * Cuts the connection (or gives it back) as a train's tunnel does: the page's network through the DevTools protocol
 * (Network.emulateNetworkConditions: `navigator.onLine` and the online/offline events follow), and the context's, so
 * that the service worker is offline too.
 */
async function setNetwork(context: BrowserContext, page: Page, online: boolean) {
  // One session per page: conditions set through one session stay until that session changes them.
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    sessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: !online,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await context.setOffline(!online);
}

/** Whether the device keeps a copy of what the rider read that holds `text` (the saved reads' IndexedDB). */
const savedReadsHold = (page: Page, text: string) =>
  page.evaluate(async (wanted) => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'tapway-saved-reads')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('tapway-saved-reads');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('reads')) return resolve(false);
        const all = db.transaction('reads').objectStore('reads').getAll();
        all.onerror = () => resolve(false);
        all.onsuccess = () => resolve(all.result.some((copy) => typeof copy === 'string' && copy.includes(wanted)));
      };
    });
  }, text);

async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 100 && !(await check()); tries++) await new Promise((r) => setTimeout(r, 200));
  expect(await check()).toBe(true);
}

for (const width of [375, 1280]) {
  describe(`offline at ${width} px (Giulia, it)`, () => {
    const rider = useRider({ width });

    it('reads her first signed-in visit offline, and back on an unsteady line keeps what she saw with no error over it', async () => {
      const { page, context } = rider;
      await signedInAt(page, GIULIA, '/dashboard/travels/payments');
      const payments = page.getByRole('table', { name: 'I tuoi pagamenti' });
      const spending = page.getByRole('region', { name: 'Spesa, ultimi 12 mesi' });
      await payments.waitFor();
      await spending.getByRole('table', { name: 'Spesa per mese e per carta' }).waitFor({ state: 'attached' });
      // No second visit: the worker installed on this one, and the operator's configuration is kept for it.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await until(() => page.evaluate(() => caches.match('/runtime-config.json').then((kept) => kept !== undefined)));
      await until(() => savedReadsHold(page, '"payments"'));

      // In the tunnel, the reload starts from the worker with the operator's settings, and shows her payments.
      await setNetwork(context, page, false);
      await page.reload();
      await payments.waitFor();
      await page.getByText(/^Sei offline — stai vedendo i dati visti alle \d\d:\d\d$/).waitFor();
      await expect(page.getByText('Non è stato possibile avviare il portale').count()).resolves.toBe(0);

      // Out of the tunnel on a line that answers nothing: the browser says online, every call to the operator fails.
      let refused = 0;
      await context.route(/\/(api|oms)\//, (route) => {
        refused++;
        return route.abort('internetdisconnected');
      });
      await setNetwork(context, page, true);
      await until(async () => refused > 0);
      await page.getByText(/^Sei offline — stai vedendo i dati visti alle/).waitFor();
      await spending.getByRole('table', { name: 'Spesa per mese e per carta' }).waitFor({ state: 'attached' });
      await expect(spending.getByText('Non è stato possibile caricare la spesa.').count()).resolves.toBe(0);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await expectAccessible(page);
      await shot(page, `payments-unsteady-line-${width}`);

      // The line steadies: the reads answer, and the page says it is up to date.
      await context.unroute(/\/(api|oms)\//);
      await page
        .getByText(/Sei offline/)
        .first()
        .waitFor({ state: 'detached' });
      await payments.waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
    });

    it('reads what she saw offline, is told what needs the network, has forms refused, and is refreshed back online', async () => {
      const { page, context } = rider;
      await signedInAt(page, GIULIA, '/dashboard/travels/tickets');
      const trips = page.getByRole('table', { name: 'I tuoi viaggi' });
      await trips.waitFor();
      // The service worker has the shell; a second visit through it keeps the operator's configuration too.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.goto(`${baseUrl()}/dashboard/travels/tickets`);
      await trips.waitFor();
      await until(() => savedReadsHold(page, '"tickets"'));

      // In the tunnel: the portal starts from the service worker and shows the trips from the device, saying so.
      await setNetwork(context, page, false);
      await page.reload();
      await trips.waitFor();
      await page.getByText(/^Sei offline — stai vedendo i dati visti alle \d\d:\d\d$/).waitFor();
      await expectAccessible(page);
      await shot(page, `trips-offline-${width}`);

      // A page never read says at once that it needs the network: no skeleton for a minute.
      await page.goto(`${baseUrl()}/dashboard/travels/payments`);
      await page.getByRole('heading', { level: 1, name: 'Pagamenti' }).waitFor();
      await page
        .getByText(/^Questi dati non sono ancora stati letti su questo dispositivo/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Riprova' }).first().waitFor();
      await expectAccessible(page);
      await shot(page, `payments-not-read-offline-${width}`);

      // Out of the tunnel: the page fills in by itself (the browser may not say it is online again: the portal tries
      // every few seconds), with no error.
      await setNetwork(context, page, true);
      await page.getByRole('table', { name: 'I tuoi pagamenti' }).waitFor();
      await page
        .getByText(/Sei offline/)
        .first()
        .waitFor({ state: 'detached' });
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await shot(page, `payments-back-online-${width}`);

      // Offline again: she can log out (what she read leaves the device), but the login form is refused with a reason.
      await setNetwork(context, page, false);
      await page.getByRole('button', { name: /Giulia Rossi/ }).click();
      await page.getByRole('menuitem', { name: /Logout|Esci/ }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await until(async () => !(await savedReadsHold(page, '"cards"')));
      await page.getByLabel('Email').fill(GIULIA.email);
      await page.getByLabel('Password', { exact: true }).fill(GIULIA.password);
      await page.getByRole('button', { name: /^(Login|Accedi)$/ }).click();
      const refused = page.getByRole('dialog');
      await refused.getByText(/(You are offline|Sei offline): /).waitFor();
      await expectAccessible(page);
      await shot(page, `login-refused-offline-${width}`);
      await setNetwork(context, page, true);
    });
  });
}
