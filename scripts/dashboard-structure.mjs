// @ts-check
// The dashboard's structural figures, which do not depend on the host's speed: a returning rider's cold visit to
// /dashboard (the HTTP cache empty, the session kept), in headless Chromium on the production build.
//   - script files before the dashboard's first render (its welcome heading in the page): every .js response the page
//     received before that moment;
//   - API round trips before its largest contentful paint: the depth of the chain of operator calls (/api, /oms) that
//     had answered by then — a call that started after another had answered is one round trip further —, and the calls;
//     every request takes LATENCY_MS more, so that calls started together are not taken for a chain when a loopback
//     answer comes before the next call of the same task is sent;
//   - the largest element itself, and when it painted;
//   - the main thread's work from the navigation to the largest contentful paint with the CPU slowed four times, as in
//     Lighthouse's phone preset (a trace's top-level tasks on the page's main thread, added up; median of the runs).
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

/** A request's added latency in the structural visit (a loopback answer takes a few milliseconds). */
const LATENCY_MS = 40;

/** The CPU slowdown of Lighthouse's phone preset. */
const PHONE_CPU = 4;

/**
 * The main thread's work from the navigation to the largest contentful paint in a trace of the page: its top-level
 * tasks added up (the part of a task that straddles either end counted in). Null when the trace has no paint.
 * @param {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }[]} events
 * @param {string} url the page's address
 */
export function workBeforePaint(events, url) {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!navigation) return null;
  const { pid } = navigation;
  const thread = events.find((e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain');
  const paints = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid);
  const paint = paints.at(-1);
  if (!thread || !paint) return null;
  const tasks = events.filter(
    (e) =>
      e.pid === pid &&
      e.tid === thread.tid &&
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      e.dur !== undefined,
  );
  let work = 0;
  for (const task of tasks) {
    const start = Math.max(task.ts, navigation.ts);
    const end = Math.min(task.ts + (task.dur ?? 0), paint.ts);
    if (end > start) work += end - start;
  }
  return { work: work / 1000, lcp: (paint.ts - navigation.ts) / 1000 };
}

/**
 * A returning rider's cold visit to the dashboard with the CPU slowed as on a mid-range phone, traced.
 * @param {import('playwright-core').BrowserContext} context signed in
 * @param {import('playwright-core').Browser} browser
 * @param {string} url the portal's origin
 */
async function phoneSpeedVisit(context, browser, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
  });
  await page.goto(`${url}/dashboard`);
  await page.locator('#root main section[aria-label]:not([hidden])').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await page.close();
  return workBeforePaint(trace.traceEvents ?? trace, `${url}/dashboard`);
}

/**
 * @param {{ url: string }} options the portal's origin, served with its sandbox
 * @returns {Promise<{ scripts: number, roundTrips: number, calls: string[], lcp: { at: number, element: string } | null, render: number | null, phone: { work: number, lcp: number } | null }>}
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
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
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
    await page.close();
    const phone = await phoneSpeedVisit(context, browser, url);
    return { scripts, roundTrips, calls: callText, lcp, render: seen.render, phone };
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
    `Dashboard structure: ${figures.scripts} script files before its first render (${at(figures.render)}, unthrottled CPU, ${LATENCY_MS} ms latency) · ` +
      `${figures.roundTrips} API round trips before its LCP (${figures.lcp ? `${figures.lcp.element} at ${at(figures.lcp.at)}` : 'none'})`,
  );
  console.log(
    figures.phone
      ? `  at ${PHONE_CPU}× CPU: ${at(figures.phone.work)} of main-thread work from the navigation to the LCP (at ${at(figures.phone.lcp)}, unthrottled network)`
      : `  at ${PHONE_CPU}× CPU: no largest contentful paint in the trace`,
  );
  for (const call of figures.calls) console.log(`  ${call}`);
}
