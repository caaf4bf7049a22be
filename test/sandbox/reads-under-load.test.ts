import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let paolo: Rider;
beforeAll(async () => {
  sandbox = await startSandbox();
  paolo = await signedIn(sandbox, 'paolo.neri@example.com');
}, 120_000);
afterAll(() => sandbox.stop());

const COURIER = panAlias('5200828282828210');

/** A GET on a kept-alive connection of `agent`; resolves with the status when the answer starts. */
const started = (agent: http.Agent, path: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(path, sandbox.url);
    http
      .get({ host: url.hostname, port: url.port, path: url.pathname, agent, headers }, (answer) => {
        resolve(answer.statusCode ?? 0);
        answer.resume();
      })
      .on('error', reject);
  });

describe('reads that do not stall the server', { timeout: 120_000 }, () => {
  it('answers a call made while years of trips are being read before the reads end', async () => {
    const finished: string[] = [];
    // The short call leaves when the server starts reading trips: a server that reads and sends
    // a year in one stretch of its event loop answers it only after that year.
    let shortCall: Promise<void> | undefined;
    const all = sandbox.store.all.bind(sandbox.store);
    sandbox.store.all = (sql: string, params?: unknown[]) => {
      shortCall ??= /FROM tickets/.test(sql)
        ? sandbox.request('/api/languages').then((answer) => void finished.push(`languages: ${answer.status}`))
        : undefined;
      return all(sql, params);
    };
    const year = (index: number) =>
      fetch(`${sandbox.url}/oms/tickets/get/metro/0/0/3:desc/2000-01-01/2100-12-31/${COURIER}/`, {
        headers: { cookie: paolo.cookie, 'accept-encoding': 'br' },
      })
        // When the answer starts (its status and headers), not when its megabytes are read.
        .then((answer) => {
          finished.push(`year ${index}: ${answer.status}`);
          return answer.arrayBuffer();
        });
    try {
      await Promise.all([1, 2, 3].map(year));
      await shortCall;
    } finally {
      sandbox.store.all = all;
    }
    expect(finished[0]).toBe('languages: 200');
    expect(finished.slice(1).sort()).toEqual(['year 1: 200', 'year 2: 200', 'year 3: 200']);
  });

  it('answers a short call before long reads that arrived with it, their answers already built', async () => {
    // Trips, payments and failed summaries, as the trips page reads them, on connections already open.
    const reads = [
      `/oms/tickets/get/metro/0/0/3:desc/2000-01-01/2100-12-31/${COURIER}/`,
      `/oms/payments/get/metro/0/0/4:desc/true/true/2000-01-01/2100-12-31/${COURIER}/`,
      `/oms/payments/get_failed_summaries/metro/0/0/${COURIER}/`,
    ];
    const long = Array.from({ length: 24 }, (_, index) => reads[index % reads.length] ?? '');
    const agent = new http.Agent({ keepAlive: true, maxSockets: long.length + 1 });
    const rider = { cookie: paolo.cookie, 'accept-encoding': 'br' };
    const short = () => started(agent, '/api/languages', { 'x-api-key': 'metro' });
    try {
      // Every answer built, and long.length + 1 connections open.
      expect(new Set(await Promise.all([...long.map((path) => started(agent, path, rider)), short()]))).toEqual(
        new Set([200]),
      );
      const finished: string[] = [];
      // All leave in this tick, the short call last: the server reads them in one turn of its event
      // loop. A server that answers each long read as it reads it answers the short call after them.
      const answered = [
        ...long.map((path, index) =>
          started(agent, path, rider).then((status) => void finished.push(`read ${index}: ${status}`)),
        ),
        short().then((status) => void finished.push(`languages: ${status}`)),
      ];
      await Promise.all(answered);
      expect(finished.indexOf('languages: 200')).toBeGreaterThanOrEqual(0);
      expect(finished.indexOf('languages: 200')).toBeLessThan(long.length / 2);
      expect(finished.filter((line) => line.endsWith(': 200'))).toHaveLength(long.length + 1);
    } finally {
      agent.destroy();
    }
  });

  it('serves a limit/offset page when asked, and the whole range for 0/0', async () => {
    const get = async (paging: string) => {
      const answer = await sandbox.request(
        `/oms/tickets/get/metro/${paging}/3:desc/2000-01-01/2100-12-31/${COURIER}/`,
        { operator: null, headers: { cookie: paolo.cookie } },
      );
      return (answer.body as { payload: { id: number }[] }).payload.map((ticket) => ticket.id);
    };
    const all = await get('0/0');
    expect(all.length).toBeGreaterThan(10_000);
    expect(await get('10/0')).toEqual(all.slice(0, 10));
    expect(await get('10/600')).toEqual(all.slice(600, 610));
  });

  it('answers the same list again from what it built, and a new trip as soon as it is recorded', async () => {
    const year = async () => {
      const answer = await sandbox.request(`/oms/tickets/get/metro/0/0/3:desc/2000-01-01/2100-12-31/${COURIER}/`, {
        operator: null,
        headers: { cookie: paolo.cookie, 'accept-encoding': 'gzip' },
      });
      return (answer.body as { payload: { id: number }[] }).payload.map((ticket) => ticket.id);
    };
    const before = await year();
    expect(await year()).toEqual(before);
    const tapped = await sandbox.request('/sandbox/api/taps', {
      method: 'POST',
      operator: null,
      json: { operator: 'metro', pan: '5200 8282 8282 8210', from: 'Termini', to: 'Colosseo' },
    });
    expect(tapped.status).toBe(201);
    const after = await year();
    expect(after).toEqual([(tapped.body as { ticket: { id: number } }).ticket.id, ...before]);
  });
});
