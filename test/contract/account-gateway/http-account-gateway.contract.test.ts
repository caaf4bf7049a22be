import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AesAccountCipher } from '../../../src/adapters/http/product-api/aes-account-cipher';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpAccountGateway } from '../../../src/adapters/http/product-api/http-account-gateway';
import { ACCOUNT_PASSPHRASE } from '../../../sandbox/config.mjs';
import { createSandboxServer } from '../../../sandbox/server.mjs';
import { withSandboxProofs } from '../../sandbox/identity-proofs';
import { accountGatewayContract } from './account-gateway.contract';

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
const gatewayFor = (operator: string) =>
  new HttpAccountGateway(
    createHttpClient({ baseURL: `${sandbox.url}/api`, timeoutMs: 10_000, headers: { 'x-api-key': operator } }),
    new AesAccountCipher(ACCOUNT_PASSPHRASE),
  );

const sandboxCall = async (path: string, init?: RequestInit): Promise<unknown> => {
  const response = await fetch(`${sandbox.url}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
};

accountGatewayContract('HttpAccountGateway on the sandbox', async () => {
  await sandbox.reset();
  return {
    // Captcha tokens and provider credentials as the browser would get them from the sandbox's stand-ins.
    gateway: withSandboxProofs(gatewayFor('metro'), sandbox.url, 'metro'),
    latestMailLinks: async (address) => {
      const mails = (await sandboxCall(`/sandbox/api/mail?to=${encodeURIComponent(address)}`)) as { links: string[] }[];
      return mails[0]?.links ?? [];
    },
    expireTokens: async () => {
      await sandboxCall('/sandbox/api/expire-tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    },
  };
});

describe('HttpAccountGateway on the sandbox: operators', () => {
  it("decrypts the account of an operator that encrypts accounts", async () => {
    const answer = await gatewayFor('enterprise').login({ email: 'anna.weber@example.com', password: 'Tapway-2026' });
    expect(answer).toMatchObject({ kind: 'signed-in', account: { name: 'Anna', surname: 'Weber', language: 'de', localesId: 'de-DE' } });
  });

  it('fails as unauthorized for an unknown operator key', async () => {
    await expect(gatewayFor('nobody').languages()).rejects.toMatchObject({ kind: 'unauthorized', detail: 'Unknown operator' });
  });
});
