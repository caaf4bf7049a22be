import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpCardStatus } from '../../../src/adapters/http/operations-api/http-card-status';
import { panAlias } from '../../../sandbox/oms/cards/cards.mjs';
import { registerCard, signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { cardStatusContract } from './card-status.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());

cardStatusContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const operationsApi = createHttpClient({
    baseURL: `${sandbox.url}/oms`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' },
  });
  return {
    status: new HttpCardStatus(operationsApi, 'metro'),
    aliasOf: panAlias,
    async signInAs(email) {
      rider = await signedIn(sandbox, email);
    },
    async settleGiulia() {
      if (!rider) throw new Error('sign in first');
      const { answer } = await registerCard(sandbox, rider, '5105105105105100', 'settlement');
      if (answer.RESULT !== '00') throw new Error(`the provider answered ${answer.RESULT}`);
    },
    async lift(pan) {
      const answer = await sandbox.request('/sandbox/api/deny-list/lift', {
        method: 'POST',
        operator: null,
        json: { pan },
      });
      if (answer.status !== 200) throw new Error(`the sandbox answered ${answer.status}`);
    },
  };
});
