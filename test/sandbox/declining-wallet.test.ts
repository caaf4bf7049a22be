import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { onHostedPage } from './card-world';
import { cardAccess, cardView, tap } from './card-check-world';
import { startSandbox, type Sandbox } from './support';

/**
 * A phone wallet nobody registered, whose issuer declines the charges: refused at the gates once the operator's retry
 * fails, its rider finds out why and pays without an account, and the gates accept it again.
 */
const WALLET = '4000000000009995';
const PAYS_FINE = '5105105105105100';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

type CardState = { state: string; amount_due: number; failed_count: number; denied_at: string | null };
type Tapped = { payment: { LastCharge: { charge_results_name: string }; BankCard: { form_factors_name: string } } };

const retry = (json: unknown, headers: Record<string, string> = {}) =>
  sandbox.request('/sandbox/api/retry-payments', { method: 'POST', operator: null, json, headers });
const postGates = (fields: Record<string, string>) =>
  sandbox.request('/sandbox/gates', {
    method: 'POST',
    operator: null,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

describe('the phone wallet nobody registered, whose issuer declines: refused, checked and paid without an account', () => {
  it('taps as a DEVICE and its payment fails; the retry run now puts it on the deny list; the gates refuse it', async () => {
    const tapped = await tap(sandbox, WALLET);
    expect(tapped.status).toBe(201);
    const { payment } = tapped.body as Tapped;
    expect(payment.LastCharge.charge_results_name).toBe('FAILED');
    expect(payment.BankCard.form_factors_name).toBe('DEVICE');
    expect(sandbox.store.get('SELECT label, form_factor FROM cards WHERE pan_token = ?', [panAlias(WALLET)])).toEqual({
      label: 'VISA',
      form_factor: 'DEVICE',
    });
    // Not retried yet (metro retries after 10 days): the gates still take it.
    expect((await tap(sandbox, WALLET)).status).toBe(201);

    const before = Date.now();
    const retried = await retry({ pan: '4000 0000 0000 9995' });
    expect(retried.status).toBe(200);
    const { retried: count, status } = retried.body as { retried: number; status: CardState };
    expect(count).toBe(1);
    expect(status).toMatchObject({ state: 'denied', amount_due: 300, failed_count: 1 });
    expect(Date.parse(status.denied_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // The failure keeps its time: only the retry was brought forward.
    expect(
      sandbox.store.get("SELECT COUNT(*) AS n FROM payments WHERE pan_token = ? AND status = 'FAILED'", [
        panAlias(WALLET),
      ]),
    ).toEqual({ n: 1 });

    const refused = await tap(sandbox, WALLET);
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'Card refused — unpaid fares, pay online', code: 'card_denied' },
    });
    // Nothing more to retry: said so, the state unchanged.
    expect((await retry({ pan: WALLET })).body).toMatchObject({ retried: 0, status: { state: 'denied' } });
  });

  it('is proven on the hosted page and shows denied, what it owes, as a DEVICE; paying with another card lifts the block', async () => {
    expect((await tap(sandbox, WALLET)).status).toBe(201);
    expect((await retry({ pan: WALLET })).status).toBe(200);
    const { cookie } = await cardAccess(sandbox, WALLET);
    const view = (await cardView(sandbox, cookie)).body as {
      card: { form_factors_name: string; label: string };
      status: CardState;
    };
    expect(view.card).toMatchObject({ form_factors_name: 'DEVICE', label: 'VISA' });
    expect(view.status).toMatchObject({ state: 'denied', amount_due: 150 });

    const signed = (await sandbox.post('/card_check/pay', { email: 'wallet@example.org' }, { headers: { cookie } }))
      .body as { fields: Record<string, string> };
    expect(signed.fields.AMOUNT).toBe('150');
    const { back } = await onHostedPage(sandbox, signed.fields, PAYS_FINE);
    expect(back.searchParams.get('RESULT')).toBe('00');
    expect(((await cardView(sandbox, cookie)).body as { status: CardState }).status).toMatchObject({
      state: 'active',
      amount_due: 0,
    });
    expect((await tap(sandbox, WALLET)).status).toBe(201);
  });

  it('is declined when charged on the hosted page, as the declined card', async () => {
    expect((await tap(sandbox, WALLET)).status).toBe(201);
    const { cookie } = await cardAccess(sandbox, WALLET);
    const signed = (await sandbox.post('/card_check/pay', { email: 'wallet@example.org' }, { headers: { cookie } }))
      .body as { fields: Record<string, string> };
    const { back } = await onHostedPage(sandbox, signed.fields, WALLET);
    expect(back.searchParams.get('RESULT')).toBe('04');
  });
});

describe('the retry run now (POST /sandbox/api/retry-payments)', () => {
  it('answers 404 for a card that never tapped, 400 for a number that fails Luhn; same-origin JSON only', async () => {
    expect((await retry({ pan: '6759649826438453' })).status).toBe(404);
    expect((await retry({ pan: '1234' })).status).toBe(400);
    expect((await retry({})).status).toBe(400);
    expect((await retry({ pan: WALLET }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const plain = await sandbox.request('/sandbox/api/retry-payments', {
      method: 'POST',
      operator: null,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ pan: WALLET }),
    });
    expect(plain.status).toBe(415);
  });

  it("mails Giulia that her VISA is blocked: its failed payment's retry run now", async () => {
    const answer = await retry({ pan: '4111111111111111' });
    expect(answer.body).toMatchObject({ retried: 1, status: { state: 'denied' } });
    const mails = await sandbox.mailsTo('giulia.rossi@example.com');
    expect(mails.some((mail) => /1111/.test(mail.text) && /blocked|bloccata/i.test(mail.subject + mail.text))).toBe(
      true,
    );
  });
});

describe('the gates page', () => {
  it('offers the wallet and "Retry its failed payments now", which tells the card is denied and where to pay', async () => {
    const page = String((await sandbox.request('/sandbox/gates', { operator: null })).body);
    expect(page).toContain(`<option value="${WALLET}">VISA 9995 — test card: a phone wallet nobody registered`);
    expect(page).toContain('<button type="submit" name="action" value="retryPayments" class="secondary">');
    const fields = { operator: 'metro', pan: WALLET, from: 'Termini', to: 'Colosseo' };
    expect((await postGates({ ...fields, action: 'tap' })).status).toBe(201);
    const retried = await postGates({ ...fields, action: 'retryPayments' });
    expect(retried.status).toBe(200);
    expect(String(retried.body)).toContain('The operator retried 1 failed payment of this card now');
    expect(String(retried.body)).toContain('Denied: taps are refused');
    expect(String(retried.body)).toContain('href="/card-check"');
    const refused = await postGates({ ...fields, action: 'tap' });
    expect(refused.status).toBe(403);
    expect(String(refused.body)).toContain('Card refused — unpaid fares, pay online');
  });

  it('says so when the chosen card never tapped', async () => {
    const answer = await postGates({
      operator: 'metro',
      pan: WALLET,
      from: 'Termini',
      to: 'Colosseo',
      action: 'retryPayments',
    });
    expect(answer.status).toBe(404);
    expect(String(answer.body)).toContain('This card never tapped at the gates');
  });
});
