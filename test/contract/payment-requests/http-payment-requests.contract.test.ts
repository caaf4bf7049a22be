import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpPaymentRequests } from '../../../src/adapters/http/product-api/http-payment-requests';
import { signedIn } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { paymentRequestsContract } from './payment-requests.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.stop());

paymentRequestsContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
  const productApi = createHttpClient({
    baseURL: `${sandbox.url}/api`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: giulia.cookie },
  });
  return new HttpPaymentRequests(productApi);
});
