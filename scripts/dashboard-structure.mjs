// @ts-check
// The dashboard's structural figures, which do not depend on the host's speed: a returning rider's cold visit to
// /dashboard (the HTTP cache empty, the session kept), in headless Chromium on the production build.
//   - script files before the dashboard's first render (its welcome heading in the page): every .js response the page
//     received before that moment;
//   - API round trips before its largest contentful paint: the depth of the chain of operator calls (/api, /oms) that
//     had answered by then — a call that started after another had answered is one round trip further —, and the calls;
//   - the largest element itself, and when it painted.
// Run alone (`node scripts/dashboard-structure.mjs [--dist DIR] [--runs N]`) or from scripts/lighthouse.mjs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium.mjs';

const RIDER = { email: 'giulia.rossi@example.com', password: 'Tapway-2026' };

/** Records, in the page, when the dashboard's heading first appears and each largest contentful paint. */
const OBSERVE = () => {
  const marks = /** @type {{ render: number | null, lcp: { at: number, element: string }[] }} */ ({
    render: null,
    lcp: [],
  });
  Object.assign(globalThis, { __tapwayStructure: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = /** @type {any} */ (entry).element;
      const text = element?.textContent?.trim().slice(0, 60) ?? '';
      marks.lcp.push({ at: entry.startTime, element: `${element?.tagName?.toLowerCase() ?? '?'} «${text}»` });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    if (marks.render === null && globalThis.document.querySelector('#root main h1')) marks.render = performance.now();
  };
  new globalThis.MutationObserver(look).observe(globalThis.document, { subtree: true, childList: true });
};

/**
 * @param {{ url: string }} options the portal's origin, served with its sandbox
 * @returns {Promise<{ scripts: number, roundTrips: number, calls: string[], lcp: { at: number, element: string } | null, render: number | null }>}
 */
export async function measureDashboardStructure({ url }) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const login = await context.newPage();
    await login.goto(`${url}/`);
    await login.locator('input[type=email]').fill(RIDER.email);
    await login.locator('input[type=password]').fill(RIDER.password);
    await login.locator('form button[type=submit]').first().click();
    await login.waitForURL(/\/dashboard/, { timeout: 60_000 });
    await login.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(OBSERVE);
    await page.goto(`${url}/dashboard`);
    await page.waitForFunction(() => /** @type {any} */ (globalThis).__tapwayStructure?.render !== null, undefined, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    /** @type {{ render: number | null, lcp: { at: number, element: string }[], entries: { name: string, start: number, end: number, type: string }[] }} */
    const seen = await page.evaluate(() => {
      const marks = /** @type {any} */ (globalThis).__tapwayStructure;
      const entries = performance.getEntriesByType('resource').map((entry) => {
        const resource = /** @type {PerformanceResourceTiming} */ (entry);
        return {
          name: resource.name,
          start: resource.startTime,
          end: resource.responseEnd,
          type: resource.initiatorType,
        };
      });
      return { render: marks.render, lcp: marks.lcp, entries };
    });
    const lcp = seen.lcp.at(-1) ?? null;
    const render = seen.render ?? Infinity;
    const scripts = seen.entries.filter((e) => new URL(e.name).pathname.endsWith('.js') && e.end <= render).length;
    const isCall = (/** @type {string} */ name) => /^\/(api|oms)\//.test(new URL(name).pathname);
    // The shell's list of languages is not one of the dashboard's reads: listed, not counted in the chain.
    const isRead = (/** @type {string} */ name) => !new URL(name).pathname.startsWith('/api/languages');
    const calls = seen.entries.filter((e) => isCall(e.name)).sort((a, b) => a.start - b.start);
    /** @type {Map<typeof calls[number], number>} */
    const depth = new Map();
    for (const call of calls) {
      const before = calls
        .filter((other) => isRead(other.name) && other.end <= call.start)
        .map((other) => depth.get(other) ?? 1);
      depth.set(call, isRead(call.name) ? 1 + Math.max(0, ...before) : 0);
    }
    const lcpAt = lcp?.at ?? Infinity;
    const answered = calls.filter((call) => call.end <= lcpAt);
    const roundTrips = Math.max(0, ...answered.map((call) => depth.get(call) ?? 0));
    const callText = calls.map(
      (call) =>
        `${depth.get(call)}: ${new URL(call.name).pathname.slice(0, 60)} ${Math.round(call.start)}–${Math.round(call.end)} ms${call.end <= lcpAt ? '' : ' (after the LCP)'}`,
    );
    return { scripts, roundTrips, calls: callText, lcp, render: seen.render };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: 'dist' }, runs: { type: 'string', default: '1' } },
  });
  const { createSandboxServer } = await import('../sandbox/server.mjs');
  const dataDir = await mkdtemp(join(tmpdir(), 'tapway-structure-'));
  const sandbox = await createSandboxServer({ port: 0, dataDir, distDir: resolve(values.dist), quiet: true });
  try {
    for (let run = 0; run < Math.max(1, Number(values.runs) || 1); run += 1) {
      const figures = await measureDashboardStructure({ url: sandbox.url });
      printStructure(figures);
    }
  } finally {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureDashboardStructure>>} figures */
export function printStructure(figures) {
  const at = (/** @type {number | null} */ ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
  console.log(
    `Dashboard structure: ${figures.scripts} script files before its first render (${at(figures.render)}, unthrottled) · ` +
      `${figures.roundTrips} API round trips before its LCP (${figures.lcp ? `${figures.lcp.element} at ${at(figures.lcp.at)}` : 'none'})`,
  );
  for (const call of figures.calls) console.log(`  ${call}`);
}
