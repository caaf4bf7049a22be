import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { asRider, omsGet, registerCard, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let giulia: Rider;
let luca: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
  luca = await signedIn(sandbox, 'luca.verdi@example.com');
});

const ALIASES = [panAlias('4111111111111111'), panAlias('5555555555554444')];
const summaries = async (rider = giulia) =>
  (
    await omsGet(
      sandbox,
      `/payments/get_failed_summaries/metro/0/0/${ALIASES.map((alias) => `${alias}/`).join('')}`,
      rider,
    )
  ).body as { payload: { total_amount: number; count: number }[] };
const owed = async () => (await summaries()).payload.reduce((sum, summary) => sum + summary.total_amount, 0);
const save = (
  answer: Record<string, string>,
  success: boolean,
  rider: Rider = giulia,
  change: Partial<Record<string, string>> = {},
) => {
  const values = { ...answer, ...change };
  return omsGet(
    sandbox,
    `/payments/save/metro/1/0/SIA_VPOS/${values.TRANSACTIONID}/${values.ORDERID}/${values.CURRENCY}/${values.AMOUNT}/${success}/${encodeURIComponent(success ? 'Success' : 'Denied')}/`,
    rider,
  );
};

describe('settling failed payments', () => {
  it("sums Giulia's failed payments, and signs a settlement of exactly that amount", async () => {
    const total = await owed();
    expect(total).toBeGreaterThan(0);
    expect((await summaries()).payload.reduce((sum, summary) => sum + summary.count, 0)).toBe(3);
    const signed = (await asRider(sandbox, giulia, '/payment_requests/sign', { purpose: 'settlement' })).body as {
      fields: Record<string, string>;
    };
    expect(signed.fields).toMatchObject({
      AMOUNT: String(total),
      ACCOUNTINGMODE: 'I',
      URLDONE: expect.stringMatching(/\/dashboard\/travels\/payments$/),
    });
  });

  it('settles on the verified notification: the failed payments become succeeded and the summaries empty; saving is idempotent', async () => {
    const total = await owed();
    const { answer } = await registerCard(sandbox, giulia, '5105105105105100', 'settlement');
    expect(answer).toMatchObject({ RESULT: '00', AMOUNT: String(total) });
    expect((await summaries()).payload).toEqual([]);
    const first = await save(answer, true);
    expect(first).toMatchObject({
      status: 200,
      body: { payload: { saved: true, status: 'SUCCEEDED', amount: total } },
    });
    const again = await save(answer, true);
    expect(again.body).toEqual(first.body);
    expect((await asRider(sandbox, giulia, '/payment_requests/sign', { purpose: 'settlement' })).status).toBe(409);
  });

  it('keeps the debt when the issuer declines, and records the decline', async () => {
    const total = await owed();
    const { answer } = await registerCard(sandbox, giulia, '4000000000000002', 'settlement');
    expect(answer.RESULT).toBe('04');
    expect(await owed()).toBe(total);
    expect((await save(answer, false)).body).toMatchObject({ payload: { saved: true, status: 'FAILED' } });
  });

  it('refuses a forged or altered return: success claimed for a decline, another amount, another transaction', async () => {
    const { answer } = await registerCard(sandbox, giulia, '4000000000000002', 'settlement');
    expect((await save(answer, true)).status).toBe(409);
    expect((await save(answer, false, giulia, { AMOUNT: '1' })).status).toBe(409);
    expect((await save(answer, false, giulia, { TRANSACTIONID: 'FORGED' })).status).toBe(409);
  });

  it("refuses an unknown order, another rider's order, and a visitor", async () => {
    const { answer } = await registerCard(sandbox, giulia, '5105105105105100', 'settlement');
    expect((await save(answer, true, giulia, { ORDERID: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await save(answer, true, luca)).status).toBe(403);
    expect((await omsGet(sandbox, `/payments/get_failed_summaries/metro/0/0/${ALIASES[0]}/`)).status).toBe(401);
    expect(((await summaries(luca)) as unknown as { payload?: unknown }).payload).toBeUndefined();
  });
});
