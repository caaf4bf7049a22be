import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpTappedCards } from '../../../src/adapters/http/operations-api/http-tapped-cards';
import { HttpBankCards } from '../../../src/adapters/http/product-api/http-bank-cards';
import { registerCard, signedIn, type Rider } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { cardsContract } from './cards.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

cardsContract('the HTTP adapters on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const headers = { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' };
  const productApi = createHttpClient({ baseURL: `${sandbox.url}/api`, timeoutMs: 10_000, headers });
  const operationsApi = createHttpClient({ baseURL: `${sandbox.url}/oms`, timeoutMs: 10_000, headers });
  return {
    bankCards: new HttpBankCards(productApi),
    tappedCards: new HttpTappedCards(operationsApi, 'metro'),
    async signInAs(email) {
      rider = await signedIn(sandbox, email);
      return rider.id;
    },
    async tokenise(pan) {
      if (!rider) throw new Error('sign in first');
      return (await registerCard(sandbox, rider, pan)).answer.PANALIAS ?? '';
    },
  };
});
