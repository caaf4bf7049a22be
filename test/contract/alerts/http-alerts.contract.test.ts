import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpAlerts } from '../../../src/adapters/http/product-api/http-alerts';
import { signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { alertsContract } from './alerts.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());

alertsContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const productApi = createHttpClient({
    baseURL: `${sandbox.url}/api`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' },
  });
  return {
    alerts: new HttpAlerts(productApi),
    async signInAs(email) {
      rider = await signedIn(sandbox, email);
      return rider.id;
    },
  };
});
