import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_POLICY, Throttle, throttleKeys } from '../../sandbox/auth/throttle.mjs';
import { isLoopback, operatorPasswordFor } from '../../sandbox/http/operator-auth.mjs';
import { startSandbox, type Sandbox } from './support';

/** The throttle's clock, moved by hand: no test waits on the wall clock. */
const now = Date.parse('2026-11-23T09:00:00Z');

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** The sandbox's own tools, each as a call that changes nothing when refused. */
const TOOLS: [string, string][] = [
  ['GET', '/sandbox/api/cases'],
  ['GET', '/sandbox/claims'],
  ['POST', '/sandbox/claims'],
  ['POST', '/sandbox/api/cases/C-1/decide'],
  ['POST', '/sandbox/api/deny-list/lift'],
  ['GET', '/sandbox/mail'],
  ['GET', '/sandbox/api/mail?to=giulia.rossi@example.com'],
  ['GET', '/sandbox/gates'],
  ['POST', '/sandbox/api/taps'],
  ['POST', '/sandbox/api/reset'],
  ['POST', '/sandbox/api/expire-tokens'],
];

const call = (sandbox: Sandbox, method: string, path: string, headers: Record<string, string> = {}) =>
  sandbox.request(path, {
    method,
    operator: null,
    sandboxOperator: false,
    headers,
    ...(method === 'POST' ? { json: {} } : {}),
  });

describe('on localhost the sandbox tools stay open, as npm start and the browser tests use them', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.stop());

  it('asks for no password', async () => {
    expect(sandbox.operatorPassword).toBeUndefined();
    expect((await call(sandbox, 'GET', '/sandbox/api/cases')).status).toBe(200);
    expect((await call(sandbox, 'GET', '/sandbox/claims')).status).toBe(200);
  });

  it('counts only loopback hosts as local', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.1.2.3']) expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'sandbox.lan']) expect(isLoopback(host)).toBe(false);
    expect(operatorPasswordFor({ host: '127.0.0.1' })).toBeUndefined();
    expect(operatorPasswordFor({ host: '127.0.0.1', publicOrigin: 'https://x.example' })).toMatch(/^[\w-]{24}$/);
    expect(operatorPasswordFor({ host: '0.0.0.0', password: 'chosen-one' })).toBe('chosen-one');
  });
});

describe('behind a public origin the sandbox tools ask for the operator password', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      publicOrigin: 'https://portal.metro.example',
      throttle: new Throttle({ now: () => now }),
    });
  });
  afterAll(() => sandbox.stop());

  it('makes a random password, and answers 401 with a Basic challenge to every tool without it', async () => {
    expect(sandbox.operatorPassword).toMatch(/^[\w-]{24}$/);
    for (const [method, path] of TOOLS) {
      const answer = await call(sandbox, method, path);
      expect([method, path, answer.status]).toEqual([method, path, 401]);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic realm="Tapway sandbox operator"/);
    }
    const cases = await call(sandbox, 'GET', '/sandbox/api/cases', {
      authorization: basic('operator', 'not-the-password'),
    });
    expect(cases.status).toBe(401);
    const other = await call(sandbox, 'GET', '/sandbox/api/cases', {
      authorization: basic('admin', sandbox.operatorPassword!),
    });
    expect(other.status).toBe(401);
  });

  it('opens the tools with it, and leaves the portal, the product API and the hosted page alone', async () => {
    const authorization = basic('operator', sandbox.operatorPassword!);
    const cases = await call(sandbox, 'GET', '/sandbox/api/cases', { authorization });
    expect(cases.status).toBe(200);
    expect(Array.isArray(cases.body)).toBe(true);
    expect((await call(sandbox, 'GET', '/sandbox/claims', { authorization })).status).toBe(200);
    expect((await sandbox.request('/api/languages')).status).toBe(200);
    expect((await sandbox.request('/runtime-config.json', { operator: null })).status).toBe(200);
    expect((await sandbox.request('/sandbox/vpos/order/1/none', { operator: null })).status).not.toBe(401);
  });

  it('throttles wrong passwords per client address: 429 then, even for the right one', async () => {
    sandbox.throttle.clear();
    const [address] = throttleKeys({ socket: { remoteAddress: '127.0.0.1' } } as never, 'operator') as [string];
    for (let failure = 1; failure < ADDRESS_POLICY.free; failure += 1) sandbox.throttle.fail([address]);
    const wrong = await call(sandbox, 'GET', '/sandbox/api/cases', { authorization: basic('operator', 'guess') });
    expect(wrong.status).toBe(401);
    const right = await call(sandbox, 'GET', '/sandbox/api/cases', {
      authorization: basic('operator', sandbox.operatorPassword!),
    });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('60');
  });
});

describe('listening on every interface (HOST=0.0.0.0) the sandbox tools ask for the password too', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ host: '0.0.0.0', operatorPassword: 'chosen-operator-password' });
  });
  afterAll(() => sandbox.stop());

  it('uses the password it was given', async () => {
    expect(sandbox.operatorPassword).toBe('chosen-operator-password');
    expect((await call(sandbox, 'GET', '/sandbox/api/cases')).status).toBe(401);
    const authorization = basic('operator', 'chosen-operator-password');
    expect((await call(sandbox, 'GET', '/sandbox/api/cases', { authorization })).status).toBe(200);
  });
});
