import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AesAccountCipher } from '../../src/adapters/http/product-api/aes-account-cipher';
import { createHttpClient } from '../../src/adapters/http/client/create-http-client';
import { HttpEmailRequests } from '../../src/adapters/http/product-api/http-email-requests';
import { HttpLanguages } from '../../src/adapters/http/product-api/http-languages';
import { HttpRegistration } from '../../src/adapters/http/product-api/http-registration';
import { HttpSignIn } from '../../src/adapters/http/product-api/http-sign-in';
import { ACCOUNT_PASSPHRASE } from '../../sandbox/config.mjs';
import { createSandboxServer } from '../../sandbox/server.mjs';
import { withSandboxProofs } from '../sandbox/identity-proofs';
import type { ProductApiPorts } from './contract-harness';
import { productApiContract } from './product-api.contract';

type Sandbox = Awaited<ReturnType<typeof createSandboxServer>>;

let sandbox: Sandbox;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tapway-contract-'));
  sandbox = await createSandboxServer({ port: 0, dataDir, quiet: true });
});

afterAll(async () => {
  await sandbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The real adapter stack on the sandbox's product API, as the portal builds it. */
function portsFor(operator: string): ProductApiPorts {
  const http = createHttpClient({
    baseURL: `${sandbox.url}/api`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': operator },
  });
  return {
    signIn: new HttpSignIn(http, new AesAccountCipher(ACCOUNT_PASSPHRASE)),
    registration: new HttpRegistration(http),
    emailRequests: new HttpEmailRequests(http),
    languages: new HttpLanguages(http),
  };
}

const sandboxCall = async (path: string, init?: RequestInit): Promise<unknown> => {
  const response = await fetch(`${sandbox.url}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
};

productApiContract('the HTTP adapters on the sandbox', async () => {
  await sandbox.reset();
  return {
    // Captcha tokens and provider credentials as the browser would get them from the sandbox's stand-ins.
    ...withSandboxProofs(portsFor('metro'), sandbox.url, 'metro'),
    latestMailLinks: async (address) => {
      const mails = (await sandboxCall(`/sandbox/api/mail?to=${encodeURIComponent(address)}`)) as { links: string[] }[];
      return mails[0]?.links ?? [];
    },
    expireTokens: async () => {
      await sandboxCall('/sandbox/api/expire-tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    },
  };
});

describe('the HTTP adapters on the sandbox: operators', () => {
  it('decrypts the account of an operator that encrypts accounts', async () => {
    const answer = await portsFor('enterprise').signIn.login({
      email: 'anna.weber@example.com',
      password: 'Tapway-2026',
    });
    expect(answer).toMatchObject({
      kind: 'signed-in',
      account: { name: 'Anna', surname: 'Weber', language: 'de', localesId: 'de-DE' },
    });
  });

  it('fails as unauthorized for an unknown operator key', async () => {
    await expect(portsFor('nobody').languages.list()).rejects.toMatchObject({
      kind: 'unauthorized',
      detail: 'Unknown operator',
    });
  });
});
