import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { asRider, signedIn, type Rider } from './card-world';
import { omsCall, report, tap, VISA, type Case } from './claims-world';
import { startSandbox, type Sandbox } from './support';

// A day's payment that was settled, or that a case is about, keeps its amount and status when the card taps again that
// day; removing a card takes its trips and payments off the account, never out of the operator's books
// (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract).

let sandbox: Sandbox;
let giulia: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
}, 30_000);

const DECLINED = '4000000000000002';
/** 03:10 UTC today plus `minute`: no demo trip is made at that time. */
const at = (minute: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3, 10 + minute)).toISOString();
};
type PaymentRow = { id: number; short_id: string; status: string; amount: number; travel_day: string };
const paymentRow = (shortId: string) =>
  sandbox.store.get('SELECT * FROM payments WHERE short_id = ?', [shortId]) as PaymentRow;

/** Marks a payment paid by a settlement, as the provider's confirmed notification does (settle-order.mjs). */
function settle(payment: PaymentRow) {
  const store = sandbox.store;
  store.run(
    `INSERT INTO payment_orders (order_id, account_id, operator_key, purpose, amount, created_at, result)
     VALUES ('ORDER-SETTLED-1', ?, 'metro', 'settlement', ?, 0, '00')`,
    [giulia.id, payment.amount],
  );
  store.run(
    `INSERT INTO settlement_payments (order_id, account_id, operator_key, short_id, amount, applied, credit,
     transaction_id, pan_alias, pan_tail, created) VALUES ('ORDER-SETTLED-1', ?, 'metro', 'S-SETTLED-1', ?, ?, 0,
     'TX-SETTLED-1', 'PANALIAS', '0002', ?)`,
    [giulia.id, payment.amount, payment.amount, new Date().toISOString()],
  );
  store.run("INSERT INTO settled_payments (payment_id, order_id) VALUES (?, 'ORDER-SETTLED-1')", [payment.id]);
  store.run("UPDATE payments SET status = 'SUCCEEDED' WHERE id = ?", [payment.id]);
}

describe("a day's payment", () => {
  it('adds the trips of a day up to one payment while it is open', async () => {
    const first = await tap(sandbox, { pan: VISA, from: 'Termini', to: 'Colosseo', at: at(0) });
    const second = await tap(sandbox, { pan: VISA, from: 'Colosseo', to: 'Termini', at: at(30) });
    expect(second.payment.short_id).toBe(first.payment.short_id);
    expect(paymentRow(first.payment.short_id)).toMatchObject({
      status: 'SUCCEEDED',
      amount: first.ticket.amount + second.ticket.amount,
    });
  });

  it('once settled, stays paid: a later trip of that day is owed on a payment of its own', async () => {
    const failed = await tap(sandbox, { pan: DECLINED, from: 'Termini', to: 'Colosseo', at: at(0) });
    expect(failed.payment.LastCharge.charge_results_name).toBe('FAILED');
    const owed = paymentRow(failed.payment.short_id);
    settle(owed);
    const later = await tap(sandbox, { pan: DECLINED, from: 'Colosseo', to: 'Termini', at: at(30) });
    expect(later.payment.short_id).not.toBe(owed.short_id);
    expect(later.payment).toMatchObject({ amount: later.ticket.amount, LastCharge: { charge_results_name: 'FAILED' } });
    expect(paymentRow(owed.short_id)).toMatchObject({ status: 'SUCCEEDED', amount: owed.amount });
    expect(paymentRow(later.payment.short_id).travel_day).toBe(owed.travel_day);
  });

  it('keeps what a case is about: a later trip of the day is charged on a new payment', async () => {
    const first = await tap(sandbox, { pan: VISA, from: 'Termini', to: 'Colosseo', at: at(0) });
    const reported = await report(sandbox, giulia, {
      kind: 'charged_twice',
      payment_short_id: first.payment.short_id,
      text: '',
    });
    expect(reported.status).toBe(201);
    const later = await tap(sandbox, { pan: VISA, from: 'Colosseo', to: 'Termini', at: at(30) });
    expect(later.payment.short_id).not.toBe(first.payment.short_id);
    expect(paymentRow(first.payment.short_id).amount).toBe(first.ticket.amount);
    expect(reported.body.payload.amount_at_stake).toBe(first.ticket.amount);
  });
});

describe('a card removed', () => {
  it("leaves the account's cases, and the operator keeps the trips and payments they are about", async () => {
    const trip = await tap(sandbox, { pan: VISA, from: 'Termini', to: 'Colosseo', at: at(0) });
    const reported = await report(sandbox, giulia, { kind: 'other', ticket_id: trip.ticket.id, text: 'Wrong fare' });
    expect(reported.status).toBe(201);
    const alias = panAlias(VISA);
    const before = Number(sandbox.store.get('SELECT count(*) AS n FROM payments WHERE pan_token = ?', [alias])?.n);
    const link = sandbox.store.get('SELECT id FROM account_cards WHERE pan_token = ?', [alias]) as { id: number };
    expect((await asRider(sandbox, giulia, '/bank_cards/remove', { bank_cards_id: link.id })).body).toEqual({
      removed: true,
    });
    const kept = sandbox.store.get(
      `SELECT t.pan_token, c.truncated_pan, (SELECT count(*) FROM payments p WHERE p.pan_token = t.pan_token) AS payments
       FROM tickets t JOIN cards c ON c.pan_token = t.pan_token WHERE t.id = ?`,
      [trip.ticket.id],
    ) as { pan_token: string; truncated_pan: string; payments: number };
    expect(kept.pan_token).toMatch(/^retired:/);
    expect(kept.truncated_pan).toMatch(/1111$/);
    expect(kept.payments).toBe(before);
    expect(sandbox.store.get('SELECT count(*) AS n FROM payments WHERE pan_token = ?', [alias])?.n).toBe(0);
    expect(sandbox.store.get('SELECT count(*) AS n FROM account_cards WHERE pan_token = ?', [alias])?.n).toBe(0);
    const cases = (await omsCall(sandbox, '/cases/metro', giulia)).body.payload as unknown as Case[];
    expect(cases.find((claim) => claim.id === reported.body.payload.id)).toMatchObject({
      ticket_id: trip.ticket.id,
      status: 'submitted',
    });
  });
});
