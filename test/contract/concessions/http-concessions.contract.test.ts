import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpConcessions } from '../../../src/adapters/http/operations-api/http-concessions';
import { panAlias } from '../../../sandbox/oms/cards/cards.mjs';
import { ALL_DEMO_CARDS } from '../../../sandbox/oms/cards/demo-cards.mjs';
import { zonedDay } from '../../../sandbox/oms/network/zoned-time.mjs';
import { signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { concessionsContract } from './concessions.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.stop());

concessionsContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const headers = { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' };
  const operationsApi = createHttpClient({ baseURL: `${sandbox.url}/oms`, timeoutMs: 10_000, headers });
  return {
    concessions: new HttpConcessions(operationsApi, 'metro'),
    notOffered: new HttpConcessions(operationsApi, 'metro', false),
    today: zonedDay(new Date(), 'Europe/Rome'),
    returnUrl: `${sandbox.url}/dashboard/discounts/proof`,
    cardsOf: async (email) => ALL_DEMO_CARDS.filter((card) => card.owner === email).map((card) => panAlias(card.pan)),
    async signInAs(email) {
      rider = await signedIn(sandbox, email);
    },
    async signOut() {
      rider = undefined;
    },
  };
});
