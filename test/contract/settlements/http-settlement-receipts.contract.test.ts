import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpSettlements } from '../../../src/adapters/http/operations-api/http-settlements';
import { HttpTravelHistory } from '../../../src/adapters/http/operations-api/http-travel-history';
import { panAlias } from '../../../sandbox/oms/cards/cards.mjs';
import { registerCard, signedIn } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { settlementReceiptsContract } from './settlement-receipts.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.stop());

settlementReceiptsContract('the HTTP adapters on the sandbox', async () => {
  await sandbox.reset();
  const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
  const operationsApi = createHttpClient({
    baseURL: `${sandbox.url}/oms`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: giulia.cookie },
  });
  return {
    settlements: new HttpSettlements(operationsApi, 'metro'),
    history: new HttpTravelHistory(operationsApi, 'metro'),
    aliasPans: [panAlias('4111111111111111'), panAlias('5555555555554444')],
    async pay() {
      await registerCard(sandbox, giulia, '5105105105105100', 'settlement');
    },
  };
});
