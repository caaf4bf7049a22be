import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacHex, joinFields, RESULT_FIELDS } from '../../sandbox/vpos/mac.mjs';
import { asRider, openHostedPage, postForm, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let giulia: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
}, 60_000);

const failedCount = () =>
  Number(
    sandbox.store.get(
      `SELECT count(*) AS n FROM payments p JOIN account_cards ac ON ac.pan_token = p.pan_token
      WHERE p.status = 'FAILED' AND ac.account_id = ?`,
      [giulia.id],
    ).n,
  );

async function openOrder() {
  const signed = (await asRider(sandbox, giulia, '/payment_requests/sign', { purpose: 'settlement' })).body as {
    fields: Record<string, string>;
  };
  await openHostedPage(sandbox, signed.fields);
  return signed.fields;
}

const notify = (fields: Record<string, string>) =>
  fetch(`${sandbox.url}/api/payment_notifications`, { method: 'POST', body: new URLSearchParams(fields) });

/** A notification for an order as someone other than the provider writes it. */
const forged = (order: Record<string, string>, change: Record<string, string>) => ({
  ORDERID: order.ORDERID!,
  SHOPID: order.SHOPID!,
  AUTHNUMBER: 'NULL',
  AMOUNT: order.AMOUNT!,
  CURRENCY: '978',
  TRANSACTIONID: 'FORGED',
  ACCOUNTINGMODE: 'I',
  AUTHORMODE: 'I',
  RESULT: '04',
  TRANSACTIONTYPE: 'TT07',
  PANALIAS: 'NULL',
  PANALIASEXPDATE: 'NULL',
  PANALIASTAIL: 'NULL',
  MAC: 'NULL',
  ...change,
});

describe('notifications prove who sent them', { timeout: 30_000 }, () => {
  it('refuses a decline nobody signed (MAC=NULL), which then changes nothing: the real payment settles the debt', async () => {
    const order = await openOrder();
    const before = failedCount();
    const answer = await notify(forged(order, {}));
    expect(answer.status).toBe(400);
    expect(sandbox.store.get('SELECT notified_at FROM payment_orders WHERE order_id = ?', [order.ORDERID!])).toEqual({
      notified_at: null,
    });
    const done = await postForm(sandbox, '/sandbox/vpos/confirm', {
      SHOPID: order.SHOPID!,
      ORDERID: order.ORDERID!,
      PAN: '5105105105105100',
      EXPIRY: '12/39',
      CVV: '123',
    });
    expect(new URL(done.location!).searchParams.get('RESULT')).toBe('00');
    expect(before).toBe(3);
    expect(failedCount()).toBe(0);
  });

  it('compares result codes exactly: "00 " is refused even with a MAC over it, and settles nothing', async () => {
    const order = await openOrder();
    const spaced = forged(order, { RESULT: '00 ', TRANSACTIONID: 'T1' });
    const signed = { ...spaced, MAC: hmacHex(joinFields(spaced, RESULT_FIELDS), 'metro-vpos-result-key-TEST') };
    expect((await notify({ ...spaced, MAC: 'NULL' })).status).toBe(400);
    expect((await notify(signed)).status).toBe(400);
    expect(failedCount()).toBe(3);
  });

  it('accepts a decline the provider signed, and keeps the debt', async () => {
    const order = await openOrder();
    const decline = forged(order, { TRANSACTIONID: 'T2' });
    const answer = await notify({
      ...decline,
      MAC: hmacHex(joinFields(decline, RESULT_FIELDS), 'metro-vpos-result-key-TEST'),
    });
    expect(answer.status).toBe(200);
    expect(failedCount()).toBe(3);
  });
});
