// @ts-check
/**
 * Reads under load (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): C riders read 12 months of Paolo Neri's trips (11,000), payments
 * and failed summaries over and over for S seconds (one after the other, as the trips page asks
 * them), each in a session of its own, while a canary calls GET /api/languages every 50 ms.
 * `--tickets-only` reads the trips alone (the mix measured before the payments were added). The sandbox runs in a process of its own on a loopback port; the riders run in a
 * worker thread and the canary in this one, so that the canary's figure is the server's, not the
 * riders' client loop (the answers are read, never decompressed).
 * Goal at 50 riders for 60 s: 0 errors, canary p95 ≤ 200 ms, tickets p95 ≤ 3 s.
 * The sandbox keeps a built list while the database does not change (http/answer-cache.mjs): with
 * --distinct every read asks a limit of its own (100000 - n: the same 11,000 trips, another
 * query), so each is read from the database, serialised and compressed.
 * Run: node scripts/bench-load.mjs [--riders 50] [--seconds 60] [--distinct] [--tickets-only] [--root <a checkout to serve, for a before/after>]
 * (records nothing: copy the figures into docs/benchmarks.md)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const CANARY_PAUSE_MS = 50;
const PAOLO = { email: 'paolo.neri@example.com', password: 'Tapway-2026' };

/**
 * One call; the answer's status, headers and size (the body read to its end, as it came).
 * @param {{ base: URL, agent: http.Agent }} client @param {string} method @param {string} target
 * @param {Record<string, string>} headers @param {string} [body]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, bytes: number, text: string }>}
 */
function call({ base, agent }, method, target, headers, body) {
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

/** @typedef {{ cookie: string, aliases: string[] }} Session */
/** @typedef {'tickets' | 'payments' | 'failed summaries'} Read */
/** @typedef {{ url: string, sessions: Session[], seconds: number, distinct: boolean, mix: Read[] }} RidersJob */

let reads = 0;
/** @param {Session} session */
const segmentsOf = ({ aliases }) => aliases.map((alias) => `${encodeURIComponent(alias)}/`).join('');
/** Twelve months to today. */
function year() {
  const today = new Date();
  const from = new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  return `${from}/${today.toISOString().slice(0, 10)}`;
}
/** @param {boolean} distinct */
const paging = (distinct) => (distinct ? `${100_000 - (reads += 1)}/0` : '0/0');

/** The path of one read of the session's cards. @param {Read} read @param {Session} session @param {boolean} distinct */
function readPath(read, session, distinct) {
  if (read === 'tickets') return `/oms/tickets/get/metro/${paging(distinct)}/3:desc/${year()}/${segmentsOf(session)}`;
  if (read === 'payments')
    return `/oms/payments/get/metro/${paging(distinct)}/4:desc/true/true/${year()}/${segmentsOf(session)}`;
  return `/oms/payments/get_failed_summaries/metro/0/0/${segmentsOf(session)}`;
}

/** @typedef {Record<string, number[]>} Times the times of the 200s, per label */

/**
 * Calls the `labels` in turn, over and over until `end` (performance.now()), `pause` ms apart;
 * the times of the 200s per label and the errors.
 * @param {string[]} labels @param {number} end @param {(label: string) => Promise<{ status: number }>} once @param {number} [pause]
 */
async function loop(labels, end, once, pause = 0) {
  /** @type {Times} */
  const ms = Object.fromEntries(labels.map((label) => [label, []]));
  /** @type {string[]} */
  const errors = [];
  for (let turn = 0; performance.now() < end; turn += 1) {
    const label = /** @type {string} */ (labels[turn % labels.length]);
    const start = performance.now();
    try {
      const answer = await once(label);
      if (answer.status !== 200) errors.push(`${label} ${answer.status}`);
      else ms[label]?.push(performance.now() - start);
    } catch (error) {
      errors.push(`${label} ${/** @type {Error} */ (error).message}`);
    }
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return { ms, errors };
}

/** The riders, in a worker thread: each reads its year over and over. @param {RidersJob} job */
async function riders({ url, sessions, seconds, distinct, mix }) {
  const client = { base: new URL(url), agent: new http.Agent({ keepAlive: true, maxSockets: sessions.length + 1 }) };
  const end = performance.now() + seconds * 1000;
  const results = await Promise.all(
    sessions.map((session) =>
      loop(mix, end, (read) =>
        call(client, 'GET', readPath(/** @type {Read} */ (read), session, distinct), {
          cookie: session.cookie,
          'accept-encoding': 'br, gzip',
        }),
      ),
    ),
  );
  client.agent.destroy();
  /** @type {Times} */
  const ms = Object.fromEntries(mix.map((read) => [read, results.flatMap((result) => result.ms[read] ?? [])]));
  return { ms, errors: results.flatMap((result) => result.errors) };
}

/** @param {number[]} values @param {number} share */
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
};
/** @param {string} label @param {number[]} ms */
const summary = (label, ms) =>
  `${label}: ${ms.length} answers, p50 ${percentile(ms, 0.5).toFixed(0)} ms, p95 ${percentile(ms, 0.95).toFixed(0)} ms, max ${ms.reduce((a, b) => Math.max(a, b), 0).toFixed(0)} ms`;

async function main() {
  const { values } = parseArgs({
    options: {
      riders: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '60' },
      distinct: { type: 'boolean', default: false },
      'tickets-only': { type: 'boolean', default: false },
      root: { type: 'string', default: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') },
    },
  });
  const count = Math.max(1, Math.min(500, Number(values.riders)));
  const seconds = Math.max(1, Math.min(600, Number(values.seconds)));
  const distinct = values.distinct ?? false;
  /** @type {Read[]} */
  const mix = values['tickets-only'] ? ['tickets'] : ['tickets', 'payments', 'failed summaries'];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapway-load-'));
  const child = spawn(process.execPath, [path.join(values.root, 'test/sandbox/fixtures/serve-sandbox.mjs'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise((resolve, reject) => {
      child.stdout.once('data', (/** @type {Buffer} */ chunk) => resolve(chunk.toString().trim()));
      child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening`)));
    });
    const client = { base: new URL(url), agent: new http.Agent({ keepAlive: true }) };
    const json = { 'content-type': 'application/json', 'x-api-key': 'metro' };
    /** @type {Session[]} */
    const sessions = [];
    for (let index = 0; index < count; index += 1) {
      const login = await call(client, 'POST', '/api/login', json, JSON.stringify(PAOLO));
      const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
      const { account } = JSON.parse(login.text);
      const body = JSON.stringify({ accounts_id: account.id });
      const cards = JSON.parse((await call(client, 'POST', '/api/bank_cards/get', { ...json, cookie }, body)).text);
      sessions.push({ cookie, aliases: cards.map((/** @type {{ alias_pan: string }} */ card) => card.alias_pan) });
    }
    const [one] = sessions;
    if (!one) throw new Error('no rider signed in');
    const first = await call(client, 'GET', readPath('tickets', one, false), { cookie: one.cookie });
    const payments = await call(client, 'GET', readPath('payments', one, false), { cookie: one.cookie });
    const load = os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(
      `${count} riders × ${seconds} s reading ${mix.join(', ')}${distinct ? ', every read distinct' : ''} ` +
        `on ${os.cpus().length} cores, load average ${load}; one answer: ${JSON.parse(first.text).payload.length} trips, ` +
        `${(first.bytes / 1e6).toFixed(1)} MB uncompressed; ${JSON.parse(payments.text).payload.length} payments, ` +
        `${(payments.bytes / 1e6).toFixed(1)} MB`,
    );
    const worker = new Worker(fileURLToPath(import.meta.url), {
      workerData: /** @type {RidersJob} */ ({ url, sessions, seconds, distinct, mix }),
    });
    const ridden = new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const end = performance.now() + seconds * 1000;
    const canary = await loop(
      ['languages'],
      end,
      () => call(client, 'GET', '/api/languages', { 'x-api-key': 'metro' }),
      CANARY_PAUSE_MS,
    );
    const read = /** @type {{ ms: Times, errors: string[] }} */ (await ridden);
    await worker.terminate();
    client.agent.destroy();
    const errors = [...read.errors, ...canary.errors];
    for (const kind of mix)
      console.log(summary(kind === 'failed summaries' ? kind : `${kind} (12 months)`, read.ms[kind] ?? []));
    console.log(summary('canary GET /api/languages', canary.ms.languages ?? []));
    console.log(`errors: ${errors.length}${errors.length ? ` (${[...new Set(errors)].slice(0, 5).join('; ')})` : ''}`);
  } finally {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else parentPort?.postMessage(await riders(/** @type {RidersJob} */ (workerData)));
