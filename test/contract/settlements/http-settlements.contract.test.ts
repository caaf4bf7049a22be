import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpSettlements } from '../../../src/adapters/http/operations-api/http-settlements';
import { panAlias } from '../../../sandbox/oms/cards/cards.mjs';
import { asRider, openHostedPage, postForm, registerCard, signedIn } from '../../sandbox/card-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { settlementsContract } from './settlements.contract';

type Signed = { fields: Record<string, string> };

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.stop());

settlementsContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
  const operationsApi = createHttpClient({
    baseURL: `${sandbox.url}/oms`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: giulia.cookie },
  });
  return {
    settlements: new HttpSettlements(operationsApi, 'metro'),
    aliasPans: [panAlias('4111111111111111'), panAlias('5555555555554444')],
    async pay(pan) {
      const { answer } = await registerCard(sandbox, giulia, pan, 'settlement');
      return {
        orderId: answer.ORDERID ?? '',
        transactionId: answer.TRANSACTIONID ?? '',
        amount: Number(answer.AMOUNT),
        result: answer.RESULT ?? '',
      };
    },
    async payTwice() {
      const sign = async () =>
        ((await asRider(sandbox, giulia, '/payment_requests/sign', { purpose: 'settlement' })).body as Signed).fields;
      const old = await sign();
      await openHostedPage(sandbox, old);
      await sandbox.request('/sandbox/api/expire-orders', { method: 'POST', operator: null, json: {} });
      const fresh = await sign();
      await openHostedPage(sandbox, fresh);
      const answers = [];
      for (const fields of [fresh, old]) {
        const done = await postForm(sandbox, '/sandbox/vpos/confirm', {
          SHOPID: fields.SHOPID!,
          ORDERID: fields.ORDERID!,
          PAN: '5105105105105100',
          EXPIRY: '12/39',
          CVV: '123',
        });
        const answer = Object.fromEntries(new URL(done.location ?? 'http://none/').searchParams);
        answers.push({
          orderId: answer.ORDERID ?? '',
          transactionId: answer.TRANSACTIONID ?? '',
          amount: Number(answer.AMOUNT),
          result: answer.RESULT ?? '',
        });
      }
      return answers;
    },
  };
});
