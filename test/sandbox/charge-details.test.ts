import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxStore } from '../../sandbox/database.mjs';
import Database from 'better-sqlite3';
import { CHARGE_DETAILS_SQL } from '../../sandbox/oms/travels/charge-details.mjs';
import { settleOrder } from '../../sandbox/oms/settlement/settle-order.mjs';
import { paymentsJson } from '../../sandbox/oms/travels/travel-json.mjs';
import { paymentsInRange } from '../../sandbox/oms/travels/travels-db.mjs';

type Store = Awaited<ReturnType<typeof openSandboxStore>>;

/** The extension's fields as SQLite builds them for one stored payment (settled online or not). */
function chargeDetailsOf(payment: ReturnType<typeof row>, settled: boolean) {
  const db = new Database(':memory:');
  try {
    db.exec(`CREATE TABLE payments (id INTEGER PRIMARY KEY, short_id TEXT, operator_key TEXT, status TEXT, created TEXT, updated TEXT);
      CREATE TABLE settled_payments (payment_id INTEGER)`);
    db.prepare('INSERT INTO payments VALUES (@id, @short_id, @operator_key, @status, @created, @updated)').run(payment);
    if (settled) db.prepare('INSERT INTO settled_payments VALUES (?)').run(payment.id);
    const built = db.prepare(`SELECT json_object(${CHARGE_DETAILS_SQL}) AS json FROM payments p`).get() as {
      json: string;
    };
    return JSON.parse(built.json) as { charged_at: string | null; status_history: { status: string; at: string }[] };
  } finally {
    db.close();
  }
}

const row = (status: string, id = 1) => ({
  id,
  short_id: 'PABCDEFGH',
  operator_key: 'metro',
  status,
  created: '2026-11-17T22:59:00.000Z',
  updated: '2026-11-18T02:41:09.000Z',
});

describe('chargeDetails in the sandbox (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history)', () => {
  it('derives the statement line, the charge time and the history from the stored payment', () => {
    expect(chargeDetailsOf(row('SUCCEEDED'), false)).toEqual({
      statement_descriptor: 'METRO TRASPORTI URBANI',
      statement_reference: 'TWPABCDEFGH',
      charged_at: '2026-11-18T02:41:09.000Z',
      status_history: [{ status: 'charged', at: '2026-11-18T02:41:09.000Z' }],
    });
    expect(chargeDetailsOf(row('FAILED'), false)).toMatchObject({
      charged_at: null,
      status_history: [{ status: 'failed', at: '2026-11-18T02:41:09.000Z' }],
    });
    expect(chargeDetailsOf(row('PENDING'), false).status_history).toEqual([
      { status: 'pending', at: '2026-11-17T22:59:00.000Z' },
    ]);
    expect(chargeDetailsOf(row('SUCCEEDED'), true).status_history).toEqual([
      { status: 'failed', at: '2026-11-17T23:59:00.000Z' },
      { status: 'settled_online', at: '2026-11-18T02:41:09.000Z' },
    ]);
    expect(chargeDetailsOf(row('SUCCEEDED', 18), false).status_history.map((step) => step.status)).toEqual([
      'failed',
      'retried',
    ]);
  });

  describe("on Giulia's demo payments", { timeout: 60_000 }, () => {
    let dataDir: string;
    let store: Store;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'tapway-charges-'));
      store = await openSandboxStore(dataDir);
    });
    afterAll(async () => {
      store.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('the lists built by SQLite answer every payment, charged after the travel day; settled online once a settlement paid them', () => {
      const aliases = store
        .all(
          `SELECT pan_token FROM account_cards ac JOIN accounts a ON a.id = ac.account_id WHERE a.email = 'giulia.rossi@example.com'`,
        )
        .map((card: { pan_token: string }) => card.pan_token);
      const account = store.get(`SELECT id FROM accounts WHERE email = 'giulia.rossi@example.com'`) as { id: number };
      const failedIds = (
        store.all(
          `SELECT id FROM payments WHERE status = 'FAILED' AND pan_token IN (${aliases.map(() => '?').join(', ')})`,
          aliases,
        ) as { id: number }[]
      ).map((row) => row.id);
      const [settledId, ...stillFailed] = failedIds;
      store.run(
        `INSERT INTO payment_orders (order_id, account_id, operator_key, purpose, amount, created_at, items)
         VALUES ('ORD-1', ?, 'metro', 'settlement', 300, 0, ?)`,
        [account.id, JSON.stringify([settledId])],
      );
      settleOrder(store, store.get(`SELECT * FROM payment_orders WHERE order_id = 'ORD-1'`), {
        transactionId: 'T-1',
        panAlias: String(aliases[0]),
        panTail: '1111',
      });
      expect(stillFailed.length).toBeGreaterThan(0);
      const query = { operator: 'metro', aliases, from: '2000-01-01', to: '2100-12-31', descending: true };
      const statuses = { succeeded: true, failed: true };
      let json = '';
      const job = paymentsJson(store, { ...query, limit: 0, offset: 0, ...statuses });
      for (let step = job.next(); ; step = job.next())
        if (step.done) {
          json = step.value;
          break;
        }
      const rows = paymentsInRange(store, { ...query, limit: 0, offset: 0, ...statuses });
      const payments = JSON.parse(json) as Record<string, unknown>[];
      expect(payments.map((payment) => payment.id)).toEqual(rows.map((each) => each.id));
      const statusesSeen = new Set(
        payments.flatMap((p) => (p.status_history as { status: string }[]).map((s) => s.status)),
      );
      expect([...statusesSeen].sort()).toEqual(
        expect.arrayContaining(['charged', 'failed', 'retried', 'settled_online']),
      );
      const settled = payments.find((payment) => payment.id === settledId);
      expect((settled?.status_history as { status: string }[]).map((step) => step.status)).toEqual([
        'failed',
        'settled_online',
      ]);
      expect(settled?.charged_at).toBe(settled?.updated);
      for (const [index, payment] of payments.entries()) {
        const travelDay = rows[index]!.travel_day;
        if (payment.charged_at !== null) expect(String(payment.charged_at) > travelDay).toBe(true);
      }
    });
  });
});
