import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_PASSPHRASE } from '../../sandbox/config.mjs';
import { OPERATOR_PATHS, OPERATOR_USER } from '../../sandbox/http/operator-auth.mjs';
import { createSandboxServer } from '../../sandbox/server.mjs';
import { CAPTCHA_GUARDED, captchaToken } from './identity-proofs';

type SandboxOptions = Omit<Parameters<typeof createSandboxServer>[0], 'dataDir'> & { dataDir?: string };

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A sandbox on a random loopback port with a fresh data folder, and helpers to call it. */
export async function startSandbox(options: SandboxOptions = {}) {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'tapway-sandbox-')));
  const server = await createSandboxServer({ port: 0, quiet: true, ...options, dataDir });

  async function request(
    path: string,
    init: RequestInit & { operator?: string | null; json?: unknown; sandboxOperator?: boolean } = {},
  ): Promise<Answer> {
    const { operator = 'metro', json, sandboxOperator = true, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (operator) headers.set('x-api-key', operator);
    // A sandbox reachable from a network asks for its operator password on its own tools: the tests give it unless told.
    const password = server.operatorPassword;
    if (password && sandboxOperator && OPERATOR_PATHS.test(path) && !headers.has('authorization'))
      headers.set('authorization', `Basic ${Buffer.from(`${OPERATOR_USER}:${password}`).toString('base64')}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(server.url + path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body };
  }

  return {
    ...server,
    dataDir,
    request,
    /**
     * POST a JSON body to the product API as an operator (metro unless told). Like a browser that passed
     * bot protection, a call the captcha guards gets a fresh token unless the body has a `captcha_token` key.
     */
    post: (path: string, json: unknown, init: RequestInit & { operator?: string | null } = {}) =>
      request(`/api${path}`, { method: 'POST', json: withCaptcha(path, json), ...init }),
    /** The outbox's mails to one address, newest first. */
    async mailsTo(address: string) {
      const answer = await request(`/sandbox/api/mail?to=${encodeURIComponent(address)}`, { operator: null });
      return answer.body as {
        id: number;
        to: string;
        subject: string;
        text: string;
        links: string[];
        code: string | null;
        created: string;
      }[];
    },
    /** Closes the server and, unless kept, deletes its data folder. */
    async stop({ keepData = false } = {}) {
      await server.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** @see Sandbox.post */
function withCaptcha(path: string, json: unknown): unknown {
  const isBody = typeof json === 'object' && json !== null && !Array.isArray(json);
  if (!isBody || !CAPTCHA_GUARDED.includes(path) || 'captcha_token' in json) return json;
  return { ...json, captcha_token: captchaToken() };
}

/** The token query parameter of a link. */
export const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';

/** An encrypted `{account}` answer read as the portal reads it: AES with the configured passphrase. */
export const decryptAccount = (cipher: string) => JSON.parse(AES.decrypt(cipher, ACCOUNT_PASSPHRASE).toString(Utf8));

/** The value of the session cookie a Set-Cookie header sets. */
export const sessionCookie = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0] ?? '';

export const GIULIA = { email: 'giulia.rossi@example.com', password: 'Tapway-2026' };
export const MARCO = { email: 'marco.bianchi@example.com', password: 'Tapway-2026' };
export const ANNA = { email: 'anna.weber@example.com', password: 'Tapway-2026' };
