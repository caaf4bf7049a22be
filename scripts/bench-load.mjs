// @ts-check
/**
 * Reads under load (issue 17 §6): C riders read 12 months of Paolo Neri's trips (11,000) over and
 * over for S seconds, each in a session of its own, while a canary calls GET /api/languages
 * every 50 ms. The sandbox runs in a process of its own on a loopback port; this process is
 * only the clients (the answers are read, never decompressed).
 * Goal at 50 riders for 60 s: 0 errors, canary p95 ≤ 200 ms, tickets p95 ≤ 3 s.
 * The sandbox keeps a built list while the database does not change (http/answer-cache.mjs): with
 * --distinct every read asks a limit of its own (100000 - n: the same 11,000 trips, another
 * query), so each is read from the database, serialised and compressed.
 * Run: node scripts/bench-load.mjs [--riders 50] [--seconds 60] [--distinct] [--root <a checkout to serve, for a before/after>]
 * (records nothing: copy the figures into docs/benchmarks.md)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const { values } = parseArgs({
  options: {
    riders: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    distinct: { type: 'boolean', default: false },
    root: { type: 'string', default: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') },
  },
});
const RIDERS = Math.max(1, Math.min(500, Number(values.riders)));
const SECONDS = Math.max(1, Math.min(600, Number(values.seconds)));
const CANARY_PAUSE_MS = 50;
const PAOLO = { email: 'paolo.neri@example.com', password: 'Tapway-2026' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapway-load-'));
const child = spawn(process.execPath, [path.join(values.root, 'test/sandbox/fixtures/serve-sandbox.mjs'), dataDir], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise((resolve, reject) => {
  child.stdout.once('data', (/** @type {Buffer} */ chunk) => resolve(new URL(chunk.toString().trim())));
  child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening`)));
});
const agent = new http.Agent({ keepAlive: true, maxSockets: RIDERS + 10 });

/**
 * One call; the answer's status, headers and size (the body read to its end, as it came).
 * @param {string} method @param {string} target @param {Record<string, string>} headers @param {string} [body]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, bytes: number, text: string }>}
 */
function call(method, target, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path: target, agent, headers: { host: base.host, ...headers } },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        let bytes = 0;
        res.on('data', (/** @type {Buffer} */ chunk) => {
          bytes += chunk.length;
          if (!res.headers['content-encoding']) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json', 'x-api-key': 'metro' };
/** A session of Paolo's, and his cards' aliases. */
async function signIn() {
  const login = await call('POST', '/api/login', json, JSON.stringify(PAOLO));
  const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
  const { account } = JSON.parse(login.text);
  const cards = await call(
    'POST',
    '/api/bank_cards/get',
    { ...json, cookie },
    JSON.stringify({ accounts_id: account.id }),
  );
  return { cookie, aliases: JSON.parse(cards.text).map((/** @type {{ alias_pan: string }} */ card) => card.alias_pan) };
}

const today = new Date();
const from = new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
const to = today.toISOString().slice(0, 10);
let reads = 0;
/** @param {{ aliases: string[] }} session */
const ticketsPath = ({ aliases }) =>
  `/oms/tickets/get/metro/${values.distinct ? 100_000 - (reads += 1) : 0}/0/3:desc/${from}/${to}/${aliases.map((alias) => `${encodeURIComponent(alias)}/`).join('')}`;

/** @param {number[]} values @param {number} share */
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
};
/** @param {string} label @param {number[]} ms */
const summary = (label, ms) =>
  `${label}: ${ms.length} answers, p50 ${percentile(ms, 0.5).toFixed(0)} ms, p95 ${percentile(ms, 0.95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`;

const sessions = [];
for (let index = 0; index < RIDERS; index += 1) sessions.push(await signIn());
const [one] = sessions;
if (!one) throw new Error('no rider signed in');
const first = await call('GET', ticketsPath(one), { cookie: one.cookie });
console.log(
  `${RIDERS} riders × ${SECONDS} s${values.distinct ? ', every read distinct' : ''} on ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(
      ' ',
    )}; one answer: ${JSON.parse(first.text).payload.length} trips, ${(first.bytes / 1e6).toFixed(1)} MB uncompressed`,
);

const end = performance.now() + SECONDS * 1000;
/** @type {number[]} */
const tickets = [];
/** @type {number[]} */
const canary = [];
/** @type {string[]} */
const errors = [];

/** @param {{ cookie: string, aliases: string[] }} session */
async function rider(session) {
  while (performance.now() < end) {
    const start = performance.now();
    try {
      const answer = await call('GET', ticketsPath(session), { cookie: session.cookie, 'accept-encoding': 'br, gzip' });
      if (answer.status !== 200) errors.push(`tickets ${answer.status}`);
      else tickets.push(performance.now() - start);
    } catch (error) {
      errors.push(`tickets ${/** @type {Error} */ (error).message}`);
    }
  }
}

async function canaryLoop() {
  while (performance.now() < end) {
    const start = performance.now();
    try {
      const answer = await call('GET', '/api/languages', { 'x-api-key': 'metro' });
      if (answer.status !== 200) errors.push(`languages ${answer.status}`);
      else canary.push(performance.now() - start);
    } catch (error) {
      errors.push(`languages ${/** @type {Error} */ (error).message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, CANARY_PAUSE_MS));
  }
}

await Promise.all([...sessions.map(rider), canaryLoop()]);
console.log(summary('tickets (12 months)', tickets));
console.log(summary('canary GET /api/languages', canary));
console.log(`errors: ${errors.length}${errors.length ? ` (${[...new Set(errors)].slice(0, 5).join('; ')})` : ''}`);
agent.destroy();
child.kill();
fs.rmSync(dataDir, { recursive: true, force: true });
