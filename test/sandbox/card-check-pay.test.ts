import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkCard } from '../../sandbox/oms/cards/cards-db.mjs';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { expireAccesses } from '../../sandbox/oms/card-check/card-check-db.mjs';
import { abandonOpenOrders } from '../../sandbox/oms/settlement/orders-db.mjs';
import { resultMac } from '../../sandbox/vpos/mac.mjs';
import { asRider, onHostedPage, postForm, registerCard, signedIn } from './card-world';
import { cardAccess, cardView, DECLINED, UNLINKED } from './card-check-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

/** The hosted page's test card that pays fine, and the address the payer types for the receipt. */
const PAYS_FINE = '5105105105105100';
const PAYER = 'payer@example.org';
const DAY = 86_400_000;
const RESULT_KEY = 'metro-vpos-result-key-TEST';

type Signed = { url: string; fields: Record<string, string> };
type View = {
  status: { state: string; amount_due: number };
  payments: { LastCharge: { charge_results_name: string } }[];
};

const tapAt = (pan: string, at?: string) =>
  sandbox.request('/sandbox/api/taps', {
    method: 'POST',
    operator: null,
    json: { operator: 'metro', pan, from: 'Termini', to: 'Colosseo', ...(at ? { at } : {}) },
  });

/**
 * The declined card of no account, denied at the gates: a trip today and one 20 days ago, whose payment failed then
 * (the gates record a payment when told of the tap: its failure is dated back here) and whose retry failed 10 days
 * ago (metro retries after 10 days); proven on the hosted page: its card cookie.
 */
async function deniedCard() {
  expect((await tapAt(DECLINED)).status).toBe(201);
  const at = new Date(Date.now() - 20 * DAY).toISOString();
  expect((await tapAt(DECLINED, at)).status).toBe(201);
  sandbox.store.run('UPDATE payments SET created = ?, updated = ? WHERE pan_token = ? AND travel_day = ?', [
    at,
    at,
    panAlias(DECLINED),
    at.slice(0, 10),
  ]);
  return (await cardAccess(sandbox, DECLINED)).cookie;
}

const pay = (cookie: string, json: Record<string, unknown> = { email: PAYER }, operator = 'metro') =>
  sandbox.post('/card_check/pay', json, { operator, headers: cookie ? { cookie } : {} });

/** The signed request on the hosted page, paid with a card: where the payer lands and the signed answer. */
async function payOnHostedPage(fields: Record<string, string>, pan = PAYS_FINE) {
  const { back, answer } = await onHostedPage(sandbox, fields, pan);
  return { back, answer };
}

const failedOfDeclined = () =>
  sandbox.store.all("SELECT id, amount FROM payments WHERE pan_token = ? AND status = 'FAILED' ORDER BY id", [
    panAlias(DECLINED),
  ]) as { id: number; amount: number }[];

const payLog = () =>
  (
    sandbox.store.all("SELECT outcome FROM card_check_log WHERE action = 'pay' ORDER BY id") as { outcome: string }[]
  ).map((entry) => entry.outcome);

describe('a checked card pays what it owes (cardCheck)', () => {
  it('signs a settlement of its failed payments, settles on the notification, lifts the block and mails the receipt', async () => {
    const cookie = await deniedCard();
    const before = (await cardView(sandbox, cookie)).body as View;
    expect(before.status.state).toBe('denied');
    expect((await tapAt(DECLINED)).status).toBe(403);
    const owed = failedOfDeclined();
    expect(owed).toHaveLength(2);
    const total = owed.reduce((sum, payment) => sum + payment.amount, 0);
    expect(before.status.amount_due).toBe(total);

    const answer = await pay(cookie, { email: PAYER, language: 'it' });
    expect(answer.status).toBe(200);
    const signed = answer.body as Signed;
    expect(Object.keys(signed).sort()).toEqual(['fields', 'url']);
    expect(signed.url).toBe(`${sandbox.url}/sandbox/vpos/pay`);
    expect(signed.fields).toMatchObject({
      AMOUNT: String(total),
      ACCOUNTINGMODE: 'I',
      EMAIL: PAYER,
      URLDONE: `${sandbox.url}/card-check/payment`,
      URLBACK: `${sandbox.url}/card-check/payment?cancelled=1`,
      URLMS: `${sandbox.url}/api/payment_notifications`,
    });
    // Nothing of any account: no rider, no account id, no address but the one typed.
    expect(JSON.stringify(signed)).not.toMatch(/giulia|rossi|account_id|accounts_id|@example\.com/i);

    const { back, answer: paid } = await payOnHostedPage(signed.fields);
    expect(back.pathname).toBe('/card-check/payment');
    expect(paid).toMatchObject({ RESULT: '00', AMOUNT: String(total) });

    const after = (await cardView(sandbox, cookie)).body as View;
    expect(after.status).toMatchObject({ state: 'active', amount_due: 0 });
    expect(after.payments.map((payment) => payment.LastCharge.charge_results_name)).toEqual(['SUCCEEDED']);
    expect(failedOfDeclined()).toEqual([]);
    expect(sandbox.store.all('SELECT payment_id FROM settled_payments ORDER BY payment_id')).toEqual(
      owed.map((payment) => ({ payment_id: payment.id })),
    );
    const settlement = sandbox.store.get(
      'SELECT account_id, amount, credit FROM settlement_payments WHERE order_id = ?',
      [signed.fields.ORDERID],
    );
    expect(settlement).toEqual({ account_id: null, amount: total, credit: 0 });
    // The address was the order's until the provider answered, no longer.
    expect(
      sandbox.store.get('SELECT account_id, card_pan_token, receipt_email FROM payment_orders WHERE order_id = ?', [
        signed.fields.ORDERID,
      ]),
    ).toEqual({ account_id: null, card_pan_token: panAlias(DECLINED), receipt_email: null });
    // Paid: nothing more to settle, never charged twice; the gates accept the card again.
    const again = await pay(cookie);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Nothing to settle' });
    expect((await tapAt(DECLINED)).status).toBe(201);

    const mails = await sandbox.mailsTo(PAYER);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/abbiamo ricevuto il tuo pagamento/);
    expect(mails[0]?.text).toMatch(/^Buongiorno,/);
    expect(mails[0]?.text).toContain('Conserva questa mail');
    expect(payLog()).toEqual(['signed', 'nothing_owed']);
  });

  it("mails the receipt in the operator's first language when none is asked for; refuses a language it does not have", async () => {
    const cookie = await deniedCard();
    expect((await pay(cookie, { email: PAYER, language: 'xx' })).body).toEqual({
      error: 'Invalid field',
      field: 'language',
    });
    const signed = (await pay(cookie)).body as Signed;
    await payOnHostedPage(signed.fields);
    const [mail] = await sandbox.mailsTo(PAYER);
    expect(mail?.text).toMatch(/^Hello,/);
    expect(mail?.text).toContain('Keep this mail: it is your receipt.');
  });

  it('keeps the debt when the issuer declines, and the payer can pay again with another card', async () => {
    const cookie = await deniedCard();
    const first = (await pay(cookie)).body as Signed;
    expect((await payOnHostedPage(first.fields, DECLINED)).answer.RESULT).toBe('04');
    expect(failedOfDeclined()).toHaveLength(2);
    expect(await sandbox.mailsTo(PAYER)).toEqual([]);
    const second = (await pay(cookie)).body as Signed;
    expect(second.fields.ORDERID).not.toBe(first.fields.ORDERID);
    expect((await payOnHostedPage(second.fields)).answer.RESULT).toBe('00');
    expect(failedOfDeclined()).toEqual([]);
  });

  it('is idempotent by key, and one order stays open per debt (409 with that order)', async () => {
    const cookie = await deniedCard();
    const key = crypto.randomUUID();
    const first = (await pay(cookie, { email: PAYER, idempotency_key: key })).body as Signed;
    const same = await pay(cookie, { email: PAYER, idempotency_key: key });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(first);
    const open = await pay(cookie, { email: 'other@example.org', idempotency_key: crypto.randomUUID() });
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ error: 'A payment for this debt is already open', fields: first.fields });
    expect((await pay(cookie, { email: PAYER, idempotency_key: 'not-a-uuid' })).status).toBe(400);
    abandonOpenOrders(sandbox.store);
    const next = (await pay(cookie, { email: PAYER })).body as Signed;
    expect(next.fields.ORDERID).not.toBe(first.fields.ORDERID);
    expect(payLog()).toEqual(['signed', 'same_order', 'open_order', 'invalid', 'signed']);
  });

  it('answers 409 when the card owes nothing', async () => {
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    const answer = await pay(cookie);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: 'Nothing to settle' });
    expect(payLog()).toEqual(['nothing_owed']);
  });

  it('changes nothing on a forged notification, nor on one of another amount', async () => {
    const cookie = await deniedCard();
    const { fields } = (await pay(cookie)).body as Signed;
    const answer = {
      ORDERID: fields.ORDERID ?? '',
      SHOPID: fields.SHOPID ?? '',
      AUTHNUMBER: '123456',
      AMOUNT: fields.AMOUNT ?? '',
      CURRENCY: '978',
      TRANSACTIONID: 'T-FORGED',
      ACCOUNTINGMODE: 'I',
      AUTHORMODE: 'I',
      RESULT: '00',
      TRANSACTIONTYPE: 'TT01',
      PANALIAS: panAlias(PAYS_FINE),
      PANALIASEXPDATE: '3912',
      PANALIASTAIL: '5100',
    };
    const notify = (form: Record<string, string>) =>
      postForm(sandbox, '/api/payment_notifications', form).then((posted) => posted.status);
    expect(await notify({ ...answer, MAC: 'forged' })).toBe(400);
    const cheaper = { ...answer, AMOUNT: '1' };
    expect(await notify({ ...cheaper, MAC: resultMac(cheaper, RESULT_KEY) })).toBe(400);
    expect(failedOfDeclined()).toHaveLength(2);
    expect(((await cardView(sandbox, cookie)).body as View).status.state).toBe('denied');
    expect(await sandbox.mailsTo(PAYER)).toEqual([]);
  });

  it('needs a live card access: none, a session cookie or an ended access answer 401', async () => {
    await tapAt(DECLINED);
    expect((await pay('')).status).toBe(401);
    const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
    expect((await pay(giulia.cookie)).status).toBe(401);
    const { cookie } = await cardAccess(sandbox, DECLINED);
    expireAccesses(sandbox.store);
    expect((await pay(cookie)).status).toBe(401);
    expect(payLog()).toEqual(['no_access', 'no_access', 'no_access']);
  });

  it('refuses a malformed address, naming the field', async () => {
    const cookie = await deniedCard();
    for (const email of [undefined, '', 'not an address', 'a@b', 42])
      expect((await pay(cookie, { email })).body).toEqual({ error: 'Invalid field', field: 'email' });
  });

  it('refuses a card that went into an account meanwhile, saying only that', async () => {
    const cookie = await deniedCard();
    const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
    linkCard(sandbox.store, giulia.id, panAlias(DECLINED));
    const answer = await pay(cookie);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: 'The card belongs to an account', code: 'belongs_to_account' });
  });

  it('ends the card access once a rider adds the card to an account', async () => {
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
    const { answer } = await registerCard(sandbox, giulia, UNLINKED);
    expect(answer.RESULT).toBe('00');
    const added = await asRider(sandbox, giulia, '/bank_cards/add', {
      accounts_id: giulia.id,
      bank_card: { pan_token: panAlias(UNLINKED) },
    });
    expect(added.status).toBe(200);
    expect((await pay(cookie)).status).toBe(401);
    expect((await cardView(sandbox, cookie)).status).toBe(401);
  });

  it('throttles the orders per card, per address typed and per client address (429 with Retry-After)', async () => {
    const cookie = await deniedCard();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await pay(cookie, { email: `payer${attempt}@example.org` })).status).toBe(200);
      abandonOpenOrders(sandbox.store);
    }
    const blocked = await pay(cookie, { email: 'payer9@example.org' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    sandbox.throttle.clear();
    sandbox.throttle.fail([`mail:${PAYER}`, `mail:${PAYER}`, `mail:${PAYER}`]);
    expect((await pay(cookie)).status).toBe(429);
    expect((await pay(cookie, { email: 'someone.else@example.org' })).status).toBe(200);
    // And per client address, with the other mails anyone can trigger (20).
    sandbox.throttle.clear();
    abandonOpenOrders(sandbox.store);
    const { client } = sandbox.store.get('SELECT client FROM card_check_log ORDER BY id DESC LIMIT 1') as {
      client: string;
    };
    sandbox.throttle.fail(Array.from({ length: 20 }, () => `address:mail:${client}`));
    expect((await pay(cookie, { email: 'third@example.org' })).status).toBe(429);
  });
});

describe('an operator without cardCheck', () => {
  it('answers 404 to pay', async () => {
    const plain = await startSandbox({ extensions: ['cardStatus'] });
    try {
      expect((await plain.post('/card_check/pay', { email: PAYER })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
