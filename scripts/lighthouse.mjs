// @ts-check
// Lighthouse on the production build served by the sandbox: the login page and the signed-in
// dashboard (a first visit, and a repeat visit with the service worker), mobile and desktop presets, N runs each (default 3), medians printed as a table.
// A measurement, not a gate: it fails only when a run cannot be made, never on a low score.
//   npm run lighthouse                 3 runs of each page and preset
//   npm run lighthouse -- --runs 1     what CI runs, to keep the script working
//   npm run lighthouse -- --json FILE  also writes every run's figures to FILE
//   npm run lighthouse -- --only sign-up,forgot-password  the other public pages (not measured unless named)
//   npm run lighthouse -- --dist DIR   measures another build than dist/ (e.g. a copy, while you rebuild)
//   npm run lighthouse -- --only login:mobile   one page and/or preset (login, dashboard, dashboard-repeat, mobile, desktop)
//   npm run lighthouse -- --shifts     prints each run's layout shifts over 0.01 (the element moved, its cause)
//                                      and its largest contentful paint (the element, its phases)
//   With the dashboard measured, also prints its structural figures (scripts/dashboard-structure.mjs): script files
//   before its first render, API round trips before its largest contentful paint.
//   npm run lighthouse -- --reports DIR  also writes each run's whole Lighthouse report (JSON) to DIR, to read its
//                                      long tasks, script evaluation and network chain
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { createSandboxServer } from '../sandbox/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { measureDashboardStructure, printStructure } from './dashboard-structure.mjs';

const RIDER = { email: 'giulia.rossi@example.com', password: 'Tapway-2026' };
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    only: { type: 'string' },
    shifts: { type: 'boolean', default: false },
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(options.runs) || 3);
const dist = resolve(options.dist);

if (!existsSync(join(dist, 'index.html'))) {
  console.error('No production build in dist/: run `npm run build` first.');
  process.exit(1);
}

/** Debian's Chromium with a DevTools port for Lighthouse, in a throw-away profile. @param {string} profile */
async function startChromium(profile) {
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  return { port, stop: () => child.kill() };
}

/** Signs the rider in through the login form, in the browser's default profile, so Lighthouse's tabs share the session. @param {number} port @param {string} url */
async function signIn(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default profile to sign in');
    const page = await context.newPage();
    await page.goto(`${url}/`);
    // Still signed in from the page measured before (its session kept in the profile): the portal opens the dashboard.
    const email = page.locator('input[type=email]');
    await page.waitForFunction(
      () =>
        globalThis.location.pathname.startsWith('/dashboard') ||
        globalThis.document.querySelector('input[type=email]') !== null,
      undefined,
      { timeout: 60_000 },
    );
    if (!/\/dashboard/.test(page.url())) {
      await email.fill(RIDER.email);
      await page.locator('input[type=password]').fill(RIDER.password);
      await page.locator('form button[type=submit]').first().click();
      await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Opens a page in the default profile until the portal's service worker controls it, as a rider's first visit leaves
 * it for the next one. @param {number} port @param {string} url
 */
async function installServiceWorker(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default profile');
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.close();
  } finally {
    await browser.close();
  }
}

/** @param {number[]} values @returns {number} */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/**
 * The layout shifts of one run that count (over 0.01): what moved, where it ended and why, to find a CLS's cause.
 * @param {import('lighthouse').Result} lhr @param {string} label
 */
function printShifts(lhr, label) {
  const details = /** @type {{ items?: Array<Record<string, any>> }} */ (lhr.audits['layout-shifts']?.details ?? {});
  for (const item of details.items ?? []) {
    if (item.score < 0.01) continue;
    const causes = (item.subItems?.items ?? []).map((/** @type {{ cause: string }} */ sub) => sub.cause).join('; ');
    const rect = item.node?.boundingRect;
    const where = rect ? ` at ${rect.top}–${rect.bottom} px` : '';
    process.stderr.write(
      `\n${label}: ${item.score.toFixed(3)} ${item.node?.selector ?? '?'}${where} (${causes || 'no cause'})`,
    );
  }
  const lcp = /** @type {{ items?: Array<Record<string, any>> }} */ (
    lhr.audits['largest-contentful-paint-element']?.details ?? {}
  );
  const [element, phases] = lcp.items ?? [];
  const node = element?.items?.[0]?.node;
  const timings = (phases?.items ?? [])
    .map((/** @type {{ phase: string, timing: number }} */ p) => `${p.phase} ${Math.round(p.timing)} ms`)
    .join(', ');
  if (node) process.stderr.write(`\n${label}: LCP ${node.selector} «${node.nodeLabel}» (${timings})`);
}

/** The figures of one run. @param {import('lighthouse').Result} lhr */
function figures(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    bytes: audit('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const only = new Set(options.only?.split(/[:,]/) ?? []);
const wanted = (/** @type {{ name: string }} */ { name }, /** @type {string[]} */ all) =>
  !all.some((n) => only.has(n)) || only.has(name);
const ALL_PAGES = [
  { name: 'login', path: '/', signedIn: false },
  // The other public pages (ADR 17), measured when named (`--only sign-up,forgot-password,mobile`), before any sign-in.
  { name: 'sign-up', path: '/sign/up', signedIn: false, optional: true },
  { name: 'forgot-password', path: '/forgot_password', signedIn: false, optional: true },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  // A rider's next visit: the service worker installed and its caches kept (no storage reset between runs).
  { name: 'dashboard-repeat', path: '/dashboard', signedIn: true, repeat: true },
];
const ALL_PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];
const PAGES = ALL_PAGES.filter(
  (p) =>
    wanted(
      p,
      ALL_PAGES.map((q) => q.name),
    ) &&
    (!p.optional || only.has(p.name)),
);
const PRESETS = ALL_PRESETS.filter((p) =>
  wanted(
    p,
    ALL_PRESETS.map((q) => q.name),
  ),
);

const dataDir = await mkdtemp(join(tmpdir(), 'tapway-lighthouse-'));
const profile = await mkdtemp(join(tmpdir(), 'tapway-lighthouse-profile-'));
const sandbox = await createSandboxServer({ port: 0, dataDir, distDir: dist, quiet: true });
const browser = await startChromium(profile);
/** @type {{ page: string, preset: string, runs: ReturnType<typeof figures>[] }[]} */
const results = [];
/** @type {Awaited<ReturnType<typeof measureDashboardStructure>> | undefined} */
let structure;
try {
  for (const target of PAGES) {
    if (target.signedIn) await signIn(browser.port, sandbox.url);
    if (target.repeat) await installServiceWorker(browser.port, `${sandbox.url}${target.path}`);
    for (const preset of PRESETS) {
      const row = { page: target.name, preset: preset.name, runs: /** @type {ReturnType<typeof figures>[]} */ ([]) };
      for (let run = 0; run < runs; run += 1) {
        // The default storage reset clears the HTTP cache but not localStorage: a cold visit of a signed-in rider.
        const result = await lighthouse(
          `${sandbox.url}${target.path}`,
          {
            port: browser.port,
            logLevel: 'error',
            onlyCategories: ['performance'],
            ...(target.repeat ? { disableStorageReset: true } : {}),
          },
          preset.config,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.name} (${preset.name})`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
        if (target.signedIn && !new URL(result.lhr.finalDisplayedUrl).pathname.startsWith('/dashboard')) {
          throw new Error(`the dashboard run ended on ${result.lhr.finalDisplayedUrl}: the rider is not signed in`);
        }
        if (options.shifts) printShifts(result.lhr, `${target.name} ${preset.name}`);
        if (options.reports) {
          await mkdir(options.reports, { recursive: true });
          await writeFile(
            join(options.reports, `${target.name}-${preset.name}-${run + 1}.json`),
            JSON.stringify(result.lhr),
          );
        }
        row.runs.push(figures(result.lhr));
        process.stderr.write('.');
      }
      results.push(row);
    }
  }
  if (PAGES.some((page) => page.name === 'dashboard'))
    structure = await measureDashboardStructure({ url: sandbox.url });
} finally {
  process.stderr.write('\n');
  browser.stop();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true, maxRetries: 3 });
}

const ms = (/** @type {number} */ v) => `${(v / 1000).toFixed(2)} s`;
const benchmarkIndex = median(results.flatMap((row) => row.runs.map((r) => r.benchmarkIndex)));
console.log(
  `Lighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`} · ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length} · ` +
    `benchmark index ${Math.round(benchmarkIndex)} · load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.log('| page | preset | score | FCP | LCP | TBT | CLS | Speed Index | transferred |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { page, preset, runs: all } of results) {
  const m = (/** @type {keyof ReturnType<typeof figures>} */ key) => median(all.map((r) => r[key]));
  console.log(
    `| ${page} | ${preset} | ${m('score')} | ${ms(m('fcp'))} | ${ms(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${ms(m('si'))} | ${(m('bytes') / 1000).toFixed(1)} kB |`,
  );
}
if (options.json) await writeFile(options.json, JSON.stringify(results, null, 2));
if (structure) printStructure(structure);
