import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { asRider, omsGet, openHostedPage, postForm, signedIn, type Rider } from './card-world';
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

type Signed = { url: string; fields: Record<string, string> };
const KEY_A = '3b241101-e2bb-4255-8caf-4136c566a962';
const KEY_B = '9f6a0c52-7c1e-4d2b-a4d5-2f8e61b0c3d7';
const ALIASES = [panAlias('4111111111111111'), panAlias('5555555555554444')];

const sign = (key?: string, purpose = 'settlement') =>
  asRider(sandbox, giulia, '/payment_requests/sign', { purpose, ...(key ? { idempotency_key: key } : {}) });
const owed = async () =>
  (
    (
      await omsGet(
        sandbox,
        `/payments/get_failed_summaries/metro/0/0/${ALIASES.map((alias) => `${alias}/`).join('')}`,
        giulia,
      )
    ).body as { payload: { total_amount: number }[] }
  ).payload.reduce((sum, summary) => sum + summary.total_amount, 0);

/** Pays an order on the hosted page with a card: answers the return's values. */
async function pay(fields: Record<string, string>, pan = '5105105105105100') {
  const done = await postForm(sandbox, '/sandbox/vpos/confirm', {
    SHOPID: fields.SHOPID!,
    ORDERID: fields.ORDERID!,
    PAN: pan,
    EXPIRY: '12/39',
    CVV: '123',
  });
  return { status: done.status, answer: Object.fromEntries(new URL(done.location ?? 'http://none/').searchParams) };
}
const save = (answer: Record<string, string>) =>
  omsGet(
    sandbox,
    `/payments/save/metro/1/0/SIA_VPOS/${answer.TRANSACTIONID}/${answer.ORDERID}/978/${answer.AMOUNT}/true/Success/`,
    giulia,
  );
const expireOrders = () =>
  sandbox.request('/sandbox/api/expire-orders', {
    method: 'POST',
    operator: null,
    json: { email: 'giulia.rossi@example.com' },
  });

describe('one debt, one payment', { timeout: 30_000 }, () => {
  it('answers the same order for the same idempotency key, and refuses a key that is not a UUID v4', async () => {
    const first = await sign(KEY_A);
    const again = await sign(KEY_A);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await sign('not-a-uuid')).status).toBe(400);
    expect((await sign('3b241101-e2bb-1255-8caf-4136c566a962')).status).toBe(400);
    expect((await sign(KEY_A, 'card_registration')).status).toBe(400);
  });

  it('refuses a second order for a debt while one is open, with that open order: one ORDERID to pay', async () => {
    const first = (await sign(KEY_A)).body as Signed;
    const second = await sign(KEY_B);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: expect.any(String), url: first.url, fields: first.fields });
    // Without a key (an older portal) too.
    expect((await sign()).status).toBe(409);
  });

  it('processes an ORDERID once: the second confirmation (another tab, a double click) gets RESULT 07, charged once', async () => {
    const total = await owed();
    const { fields } = (await sign(KEY_A)).body as Signed;
    await openHostedPage(sandbox, fields);
    await openHostedPage(sandbox, fields);
    const paid = await pay(fields);
    expect(paid.answer).toMatchObject({ RESULT: '00', AMOUNT: String(total) });
    const twice = await pay(fields);
    expect(twice.status).toBe(303);
    expect(twice.answer).toMatchObject({
      ORDERID: fields.ORDERID,
      RESULT: '07',
      MAC: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await owed()).toBe(0);
    const charges = sandbox.store.all('SELECT amount, credit FROM settlement_payments');
    expect(charges).toEqual([{ amount: total, credit: 0 }]);
  });

  it('records money for a debt already settled as credit to refund, and payments/save says so (never 409)', async () => {
    const total = await owed();
    const stale = (await sign(KEY_A)).body as Signed;
    await openHostedPage(sandbox, stale.fields);
    // The tab stays open past the order's lifetime; the rider starts again elsewhere and pays.
    expect((await expireOrders()).body).toEqual({ expired: 1 });
    const fresh = (await sign(KEY_B)).body as Signed;
    expect(fresh.fields.ORDERID).not.toBe(stale.fields.ORDERID);
    await openHostedPage(sandbox, fresh.fields);
    const first = await pay(fresh.fields);
    expect((await save(first.answer)).body).toMatchObject({ payload: { status: 'SUCCEEDED', credit: 0 } });
    // Then the old tab is paid too: the money arrives for a debt already settled.
    const second = await pay(stale.fields);
    expect(second.answer.RESULT).toBe('00');
    const saved = await save(second.answer);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ payload: { saved: true, status: 'SUCCEEDED', amount: total, credit: total } });
    expect(await owed()).toBe(0);
  });
});

describe('post/redirect/get on the hosted page', { timeout: 30_000 }, () => {
  it.each(['settlement', 'card_registration'])(
    'answers the posts with redirects to a GET page; a finished %s order opened again says it is finished',
    async (purpose) => {
      const { fields } = (await sign(undefined, purpose)).body as Signed;
      const posted = await postForm(sandbox, '/sandbox/vpos/pay', fields);
      expect(posted.status).toBe(303);
      expect(posted.location).toMatch(/^\/sandbox\/vpos\/order\//);
      const page = await fetch(new URL(posted.location!, sandbox.url));
      expect([page.status, (await page.text()).includes('Card number')]).toEqual([200, true]);
      const paid = await pay(fields, '4012888888881881');
      expect(paid.status).toBe(303);
      const reopened = await (await fetch(new URL(posted.location!, sandbox.url))).text();
      expect(reopened).toContain('This order is finished');
      expect(reopened).not.toContain('Card number');
      // Posting the request again (Back to a page that re-posts) shows the same finished order.
      expect((await postForm(sandbox, '/sandbox/vpos/pay', fields)).location).toBe(posted.location);
    },
  );

  it('refuses a second request under an ORDERID the page already holds', async () => {
    const { fields } = (await sign(undefined, 'card_registration')).body as Signed;
    await openHostedPage(sandbox, fields);
    const other = (await sign(undefined, 'card_registration')).body as Signed;
    const clash = await postForm(sandbox, '/sandbox/vpos/pay', { ...other.fields, ORDERID: fields.ORDERID! });
    expect(clash.status).toBe(400); // REQ no longer matches its fields: refused before anything
  });
});

describe('a settlement is a payment of its own', { timeout: 30_000 }, () => {
  it('is recorded with its reference and mailed to the rider with what it paid', async () => {
    const total = await owed();
    const { fields } = (await sign(KEY_A)).body as Signed;
    await openHostedPage(sandbox, fields);
    const paid = await pay(fields);
    const saved = (await save(paid.answer)).body as { payload: { short_id: string } };
    expect(saved.payload.short_id).toMatch(/^S-[0-9A-F]{10}$/);
    const [mail] = await sandbox.mailsTo('giulia.rossi@example.com');
    expect(mail!.text).toContain(saved.payload.short_id);
    expect(mail!.text).toContain('5100');
    expect(mail!.text).toContain(
      new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR' }).format(total / 100),
    );
  });

  it('is listed among the payments with its card, amount, date and what it paid; its receipt and the settled ones say how', async () => {
    const total = await owed();
    const failed = sandbox.store
      .all(
        `SELECT p.short_id FROM payments p JOIN account_cards ac ON ac.pan_token = p.pan_token
        WHERE ac.account_id = ? AND p.status = 'FAILED' ORDER BY p.travel_day, p.id`,
        [giulia.id],
      )
      .map((row) => row.short_id as string);
    expect(failed).toHaveLength(3);
    const { fields } = (await sign(KEY_A)).body as Signed;
    await openHostedPage(sandbox, fields);
    await pay(fields);
    const list = (flags: string) =>
      omsGet(
        sandbox,
        `/payments/get/metro/0/0/4:desc/${flags}/2020-01-01/2035-12-31/${ALIASES.map((alias) => `${alias}/`).join('')}`,
        giulia,
      );
    const payload = ((await list('true/true')).body as { payload: Record<string, unknown>[] }).payload;
    const settlement = payload.find((row) => String(row.short_id).startsWith('S-'));
    expect(settlement).toMatchObject({
      amount: total,
      currencies_code: 'EUR',
      BankCard: { truncated_pan: '************5100' },
      LastCharge: { charge_results_name: 'SUCCEEDED' },
      settles: expect.arrayContaining(failed),
      credit: 0,
    });
    expect(payload.slice(0, 4)).toContain(settlement); // the newest, with the payments it settled
    const onlyFailed = ((await list('false/true')).body as { payload: Record<string, unknown>[] }).payload;
    expect(onlyFailed.some((row) => String(row.short_id).startsWith('S-'))).toBe(false);

    const info = (shortId: string, rider = giulia) =>
      sandbox.request('/oms/payments/get_info', {
        method: 'POST',
        operator: null,
        headers: { 'api-key': 'metro', cookie: rider.cookie },
        json: { short_id: shortId },
      });
    const receipt = await info(String(settlement!.short_id));
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      payment: { short_id: settlement!.short_id, amount: total },
      bank_card: { truncated_pan: '************5100' },
      tickets: [],
      settles: failed.map((shortId) => expect.objectContaining({ short_id: shortId })),
    });
    const settled = await info(failed[0]!);
    expect(settled.body).toMatchObject({
      paid_by: { short_id: settlement!.short_id, truncated_pan: '************5100', paid_at: expect.any(String) },
    });
    const luca = await signedIn(sandbox, 'luca.verdi@example.com');
    expect((await info(String(settlement!.short_id), luca)).status).toBe(403);
  });
});
