import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { AesAccountCipher } from '../../../src/adapters/http/product-api/aes-account-cipher';
import { HttpAccountSettings } from '../../../src/adapters/http/product-api/http-account-settings';
import { ACCOUNT_PASSPHRASE } from '../../../sandbox/config.mjs';
import { signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { accountSettingsContract } from './account-settings.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

accountSettingsContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const productApi = createHttpClient({
    baseURL: `${sandbox.url}/api`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' },
  });
  return {
    settings: new HttpAccountSettings(productApi, new AesAccountCipher(ACCOUNT_PASSPHRASE)),
    async signInAs(email) {
      rider = await signedIn(sandbox, email);
      return rider.id;
    },
    deletionCode: async (email) => (await sandbox.mailsTo(email))[0]?.code ?? '',
  };
});
