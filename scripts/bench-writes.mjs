// @ts-check
/**
 * Writes under load (docs/security.md, docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): what many concurrent changes cost, with the demo
 * world of Paolo's 10,000 trips in the file. Every acknowledged change is committed in SQLite's WAL
 * (synchronous=FULL) before its answer; the figure shows the bytes the WAL grew by per change.
 * Run: node scripts/bench-writes.mjs  (records nothing: copy the figures into docs/benchmarks.md)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createSandboxServer } from '../sandbox/server.mjs';

/**
 * The load comes from a worker thread (its own event loop), as from other clients: a client in
 * the server's own loop would hand it one request per tick.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, count, path, headers, body } = workerData;
Promise.all(Array.from({ length: count }, () => fetch(url + path, { method: 'POST', headers, body }).then((r) => r.status)))
  .then((statuses) => parentPort.postMessage(statuses));
`;
/** @param {Record<string, unknown>} workerData @returns {Promise<number[]>} */
const load = (workerData) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData });
    worker.once('message', (statuses) => {
      resolve(statuses);
      void worker.terminate();
    });
    worker.once('error', reject);
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapway-writes-'));
const server = await createSandboxServer({ port: 0, dataDir, quiet: true });
const file = fs.readdirSync(dataDir).find((name) => name.endsWith('.sqlite') || name.endsWith('.db')) ?? '';
const walBytes = () => {
  try {
    return fs.statSync(path.join(dataDir, `${file}-wal`)).size;
  } catch {
    return 0;
  }
};
const size = file ? fs.statSync(path.join(dataDir, file)).size : 0;

/** @param {string} label @param {number} count @param {string} route @param {Record<string, string>} headers @param {string} body */
async function measure(label, count, route, headers, body) {
  const walBefore = walBytes();
  const start = performance.now();
  const statuses = await load({ url: server.url, count, path: route, headers, body });
  const ms = performance.now() - start;
  if (statuses.some((status) => status !== 200))
    throw new Error(`${label}: ${statuses.find((status) => status !== 200)}`);
  console.log(
    `${label}: ${count} changes, ${((walBytes() - walBefore) / count / 1000).toFixed(1)} kB of WAL each, ${ms.toFixed(0)} ms in all, ${(ms / count).toFixed(1)} ms per change`,
  );
}

const json = { 'content-type': 'application/json', origin: server.url };
console.log(`database file: ${(size / 1000).toFixed(0)} kB (${file})`);
await measure('one change', 1, '/sandbox/api/expire-tokens', json, '{}');
await measure('one change', 1, '/sandbox/api/expire-tokens', json, '{}');
await measure('200 concurrent changes', 200, '/sandbox/api/expire-tokens', json, '{}');
await measure(
  '40 concurrent logins (a session each)',
  40,
  '/api/login',
  { 'content-type': 'application/json', 'x-api-key': 'metro' },
  JSON.stringify({ email: 'paolo.neri@example.com', password: 'Tapway-2026' }),
);
await server.close();
fs.rmSync(dataDir, { recursive: true, force: true });
