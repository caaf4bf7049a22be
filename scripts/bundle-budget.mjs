// @ts-check
// The bundle budget, on the production build: the JavaScript a first visit loads before the
// login page is interactive, gzip-compressed, must stay within BUDGET_KB, and must not contain
// the libraries a first visit does not need (jspdf, msal-browser, identity SDKs).
// kB are 1000 bytes, as in docs/benchmarks.md. Brotli (what the sandbox sends) is shown beside.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createSandboxServer } from '../sandbox/server.mjs';
import { launchChromium } from './chromium.mjs';

const BUDGET_KB = 258;
const FORBIDDEN = [
  'node_modules/jspdf',
  'node_modules/@azure/msal-browser',
  'node_modules/@azure/msal-common',
  'node_modules/@react-oauth/google',
  'node_modules/html2canvas',
];
const dist = join(process.cwd(), 'dist');
/** Bytes as kB of 1000 bytes, one decimal. @param {number} bytes */
const kB = (bytes) => (bytes / 1000).toFixed(1);

if (!existsSync(join(dist, 'index.html'))) {
  console.error('No production build in dist/: run `npm run build` first.');
  process.exit(1);
}

/**
 * Sources bundled into a chunk, with their text's length, read from its (hidden) source map.
 * @param {string} file @returns {Promise<{ sources: string[], lengths: number[] }>}
 */
async function sourcesOf(file) {
  try {
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
    const sources = map.sources ?? [];
    return {
      sources,
      lengths: sources.map((/** @type {string} */ _, /** @type {number} */ i) => map.sourcesContent?.[i]?.length ?? 0),
    };
  } catch {
    return { sources: [], lengths: [] };
  }
}

/**
 * What a chunk mostly holds, for the report (chunks are named by their hash alone): the package, or the portal's own
 * folder, with the most source text in it. Messages (JSON) and the bundler's runtime have no sources.
 * @param {{ sources: string[], lengths: number[] }} map @returns {string}
 */
function labelOf({ sources, lengths }) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  sources.forEach((source, i) => {
    const inPackage = source.split('node_modules/')[1]?.split('/');
    const name = inPackage
      ? inPackage[0]?.startsWith('@')
        ? `${inPackage[0]}/${inPackage[1]}`
        : String(inPackage[0])
      : source.replace(/^(\.\.\/)+/, '').replace(/\/[^/]*$/, '/');
    weights.set(name, (weights.get(name) ?? 0) + (lengths[i] ?? 0));
  });
  const [top] = [...weights].sort((a, b) => b[1] - a[1]);
  return top ? top[0] : 'messages or the bundler runtime';
}

const dataDir = await mkdtemp(join(tmpdir(), 'tapway-budget-'));
const sandbox = await createSandboxServer({ port: 0, dataDir, distDir: dist, quiet: true });
const browser = await launchChromium();
let failed = false;
try {
  const page = await browser.newPage();
  /** @type {Set<string>} */
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${sandbox.url}/`);
  await page
    .getByRole('button', { name: /^(Login|Accedi|Connexion|Anmelden|Se connecter)$/i })
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  let total = 0;
  let totalBr = 0;
  const rows = [];
  for (const path of [...scripts].sort()) {
    const file = join(dist, path);
    const bytes = await readFile(file);
    const gz = gzipSync(bytes, { level: 9 }).length;
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    total += gz;
    totalBr += br;
    const map = await sourcesOf(file);
    const forbidden = map.sources.filter((/** @type {string} */ s) => FORBIDDEN.some((f) => s.includes(f)));
    rows.push({ path, raw: bytes.length, gz, br, forbidden, label: labelOf(map) });
  }
  for (const row of rows) {
    console.log(
      `${kB(row.gz).padStart(7)} kB gz ${kB(row.br).padStart(7)} kB br ${kB(row.raw).padStart(8)} kB  ${row.path} (${row.label})`,
    );
    if (row.forbidden.length) {
      failed = true;
      console.error(
        `  ✗ contains ${[...new Set(row.forbidden.map((/** @type {string} */ s) => FORBIDDEN.find((f) => s.includes(f))))].join(', ')}`,
      );
    }
  }
  // Source maps stay hidden (docs/security.md): no published file points to one, and the sandbox serves none.
  const { readdir } = await import('node:fs/promises');
  for (const name of (await readdir(join(dist, 'assets'))).filter((file) => file.endsWith('.js'))) {
    if ((await readFile(join(dist, 'assets', name), 'utf8')).includes('sourceMappingURL')) {
      failed = true;
      console.error(`✗ ${name} names its source map (sourceMappingURL): maps must stay hidden`);
    }
  }
  const someMap = [...scripts].map((script) => `${script}.map`)[0];
  if (someMap && (await fetch(`${sandbox.url}${someMap}`)).status !== 404) {
    failed = true;
    console.error(`✗ the sandbox publishes ${someMap}`);
  }
  const totalKb = total / 1000;
  console.log(
    `First-visit JavaScript before the login page is interactive: ${kB(total)} kB gzip (${kB(totalBr)} kB brotli) in ${rows.length} files (budget ${BUDGET_KB} kB gzip)`,
  );
  if (totalKb > BUDGET_KB) {
    failed = true;
    console.error(`✗ over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB`);
  }
  if (rows.length === 0) {
    failed = true;
    console.error('✗ no JavaScript was loaded: the measurement is broken');
  }
} finally {
  await browser.close();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log('bundle budget: 1 passed, 0 failed');
