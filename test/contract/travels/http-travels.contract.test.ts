import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpTravelHistory } from '../../../src/adapters/http/operations-api/http-travel-history';
import { panAlias } from '../../../sandbox/oms/cards/cards.mjs';
import { signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { travelsContract } from './travels.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

travelsContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const operationsApi = createHttpClient({
    baseURL: `${sandbox.url}/oms`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' },
  });
  return {
    travelHistory: new HttpTravelHistory(operationsApi, 'metro'),
    async signInAs(email) {
      rider = await signedIn(sandbox, email);
    },
    aliasOf: panAlias,
    async tap({ pan, from, to, at }) {
      const answer = await sandbox.request('/sandbox/api/taps', {
        method: 'POST',
        operator: null,
        json: { operator: 'metro', pan, from, to, at },
      });
      if (answer.status !== 201) throw new Error(`the gates answered ${answer.status}`);
    },
  };
});
