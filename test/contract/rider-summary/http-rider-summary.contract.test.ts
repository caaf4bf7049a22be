import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpRiderSummaries } from '../../../src/adapters/http/operations-api/http-rider-summaries';
import { HttpSettlements } from '../../../src/adapters/http/operations-api/http-settlements';
import { HttpTravelHistory } from '../../../src/adapters/http/operations-api/http-travel-history';
import { HttpBankCards } from '../../../src/adapters/http/product-api/http-bank-cards';
import { signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { riderSummaryContract } from './rider-summary.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.stop());

riderSummaryContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const headers = { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' };
  const operationsApi = createHttpClient({ baseURL: `${sandbox.url}/oms`, timeoutMs: 10_000, headers });
  const productApi = createHttpClient({ baseURL: `${sandbox.url}/api`, timeoutMs: 10_000, headers });
  return {
    summaries: new HttpRiderSummaries(operationsApi, 'metro'),
    notOffered: new HttpRiderSummaries(operationsApi, 'metro', false),
    listCards: () => new HttpBankCards(productApi).list(rider?.id ?? 0),
    failedSummaries: (aliasPans) => new HttpSettlements(operationsApi, 'metro').failedSummaries(aliasPans),
    tickets: (range, aliasPans) => new HttpTravelHistory(operationsApi, 'metro').tickets({ range, aliasPans }),
    async signInAs(email) {
      rider = await signedIn(sandbox, email);
    },
  };
});
