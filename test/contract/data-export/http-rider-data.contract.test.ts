import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpRiderData } from '../../../src/adapters/http/operations-api/http-rider-data';
import { HttpTravelHistory } from '../../../src/adapters/http/operations-api/http-travel-history';
import { signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { riderDataContract } from './rider-data.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());

const ALL_DAYS = { from: '1900-01-01', to: '9998-12-31' };

riderDataContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const operationsApi = createHttpClient({
    baseURL: `${sandbox.url}/oms`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' },
  });
  return {
    source: new HttpRiderData(operationsApi, 'metro'),
    async signInAs(email) {
      rider = email === null ? undefined : await signedIn(sandbox, email);
    },
    async listed() {
      const cards = await sandbox.request('/api/bank_cards/get', {
        method: 'POST',
        json: { accounts_id: rider!.id },
        headers: { cookie: rider!.cookie },
      });
      const aliasPans = (cards.body as { alias_pan: string }[]).map((card) => card.alias_pan);
      const history = new HttpTravelHistory(operationsApi, 'metro');
      const trips = await history.tickets({ range: ALL_DAYS, aliasPans });
      const payments = await history.payments({
        range: ALL_DAYS,
        aliasPans,
        statuses: { succeeded: true, failed: true },
      });
      return { trips: trips.length, payments: payments.length };
    },
  };
});
