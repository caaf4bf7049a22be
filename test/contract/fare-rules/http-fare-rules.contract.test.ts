import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpFareRules } from '../../../src/adapters/http/operations-api/http-fare-rules';
import { signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { fareRulesContract } from './fare-rules.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());

fareRulesContract('the HTTP adapter on the sandbox', async () => {
  let rider: Rider | undefined;
  const operationsApi = createHttpClient({
    baseURL: `${sandbox.url}/oms`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' },
  });
  return {
    fareRules: new HttpFareRules(operationsApi, 'metro'),
    async signInAs(email) {
      rider = await signedIn(sandbox, email);
    },
  };
});
