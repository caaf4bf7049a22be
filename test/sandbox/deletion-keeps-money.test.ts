import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rebuildTable, tableDefinition } from '../../sandbox/db/rebuild-table.mjs';
import { CLAIMS_SCHEMA } from '../../sandbox/oms/claims/claims-schema.mjs';
import { insertCase } from '../../sandbox/oms/claims/claims-db.mjs';
import { asRider, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let giulia: Rider;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
});

const AT = '2026-11-20T09:00:00.000Z';
const count = (sql: string, params: unknown[] = []) => Number(sandbox.store.get(sql, params)?.n);

/** Giulia's money records: an open case, a decided one with its refund line, a settlement and an issued statement. */
function giuliasMoneyRecords() {
  const store = sandbox.store;
  const payment = store.get(
    `SELECT p.id, p.pan_token FROM payments p JOIN account_cards ac ON ac.pan_token = p.pan_token
     WHERE ac.account_id = ? AND p.status = 'SUCCEEDED' ORDER BY p.id LIMIT 1`,
    [giulia.id],
  ) as { id: number; pan_token: string };
  const base = {
    accountId: giulia.id,
    operator: 'metro',
    ticketId: null,
    paymentId: payment.id,
    currency: 'EUR',
    at: AT,
  };
  const open = insertCase(store, {
    ...base,
    kind: 'other',
    amountAtStake: 150,
    text: 'Charged on a day I stayed home',
  });
  const decided = insertCase(store, { ...base, kind: 'charged_twice', amountAtStake: 150 });
  store.run(
    "UPDATE claim_cases SET status = 'approved', decision = 'approved', refund_amount = 150, refund_short_id = 'R-TEST0001' WHERE id = ?",
    [decided.id],
  );
  store.run(
    `INSERT INTO refunds (short_id, case_id, operator_key, pan_token, amount, currency, of_payment_id, created)
     VALUES ('R-TEST0001', ?, 'metro', ?, 150, 'EUR', ?, ?)`,
    [decided.id, payment.pan_token, payment.id, AT],
  );
  store.run(
    `INSERT INTO payment_orders (order_id, account_id, operator_key, purpose, amount, created_at, result)
     VALUES ('ORDER-KEEP-1', ?, 'metro', 'settlement', 700, 0, '00')`,
    [giulia.id],
  );
  store.run(
    `INSERT INTO settlement_payments (order_id, account_id, operator_key, short_id, amount, applied, credit,
     transaction_id, pan_alias, pan_tail, created) VALUES ('ORDER-KEEP-1', ?, 'metro', 'S-KEEP-1', 700, 700, 0,
     'TX-KEEP-1', 'PANALIAS', '4444', ?)`,
    [giulia.id, AT],
  );
  store.run(
    `INSERT INTO statements (account_id, operator_key, period_from, period_to, year, sequence, number, issued_at)
     VALUES (?, 'metro', '2026-10-01', '2026-10-31', 2026, 901, 'METRO-2026-000901', ?)`,
    [giulia.id, AT],
  );
  return { open, decided };
}

async function deleteGiulia() {
  await asRider(sandbox, giulia, '/deletion_request', { id: giulia.id });
  const code = (await sandbox.mailsTo('giulia.rossi@example.com'))[0]?.code ?? '';
  expect((await asRider(sandbox, giulia, '/deletion_confirm', { id: giulia.id, OTP: code })).body).toEqual({
    deleted: true,
  });
}

describe("an account's deletion keeps the operator's money records, detached from it", () => {
  it('keeps her cases, refund lines, settlements and statements, with no account; an open case is closed, its reason recorded', async () => {
    const { open, decided } = giuliasMoneyRecords();
    await deleteGiulia();

    expect(count('SELECT COUNT(*) AS n FROM accounts WHERE id = ?', [giulia.id])).toBe(0);
    const cases = sandbox.store.all(
      'SELECT id, account_id, status, reason, history FROM claim_cases WHERE id IN (?, ?)',
      [open.id, decided.id],
    ) as { id: string; account_id: number | null; status: string; reason: string | null; history: string }[];
    expect(cases).toHaveLength(2);
    for (const row of cases) expect(row.account_id).toBeNull();
    const closed = cases.find((row) => row.id === open.id)!;
    expect(closed).toMatchObject({ status: 'closed', reason: 'account_deleted' });
    expect(JSON.parse(closed.history).map((step: { status: string }) => step.status)).toEqual(['submitted', 'closed']);
    expect(cases.find((row) => row.id === decided.id)).toMatchObject({ status: 'approved' });

    expect(count("SELECT COUNT(*) AS n FROM refunds WHERE short_id = 'R-TEST0001'")).toBe(1);
    expect(
      count("SELECT COUNT(*) AS n FROM payment_orders WHERE order_id = 'ORDER-KEEP-1' AND account_id IS NULL"),
    ).toBe(1);
    expect(
      count("SELECT COUNT(*) AS n FROM settlement_payments WHERE short_id = 'S-KEEP-1' AND account_id IS NULL"),
    ).toBe(1);
    expect(
      count("SELECT COUNT(*) AS n FROM statements WHERE number = 'METRO-2026-000901' AND account_id IS NULL"),
    ).toBe(1);
  });

  it("lists a deleted rider's cases to the operator, closed and with no e-mail", async () => {
    const { open } = giuliasMoneyRecords();
    await deleteGiulia();
    const listed = await sandbox.request('/sandbox/api/cases', { operator: null });
    expect(listed.status).toBe(200);
    const row = (listed.body as { id: string; status: string; email?: string | null }[]).find((c) => c.id === open.id);
    expect(row).toMatchObject({ status: 'closed' });
    expect(row?.email ?? null).toBeNull();
  });

  it('shows the closed case on the review page with its outcome, and takes no decision on it any more', async () => {
    const { open } = giuliasMoneyRecords();
    await deleteGiulia();
    const page = (await sandbox.request('/sandbox/claims', { operator: null })).body as string;
    expect(page).toContain('Cases closed when the rider deleted the account');
    expect(page).toMatch(new RegExp(`${open.id}</th>[\\s\\S]*?undecided: account deleted; nothing given back`));
    for (const decision of [{ decision: 'approved' }, { decision: 'refused', reason: 'No' }]) {
      const answer = await sandbox.request(`/sandbox/api/cases/${open.id}/decide`, {
        method: 'POST',
        operator: null,
        json: decision,
      });
      expect([answer.status, (answer.body as { code?: string }).code]).toEqual([409, 'already_decided']);
    }
    expect(count('SELECT COUNT(*) AS n FROM refunds WHERE case_id = ?', [open.id])).toBe(0);
  });
});

describe('a data folder from before keeps its cases through a deletion once upgraded', () => {
  it('rebuilds a table whose account link cascaded, rows kept, and then a deletion detaches them', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const current = tableDefinition(CLAIMS_SCHEMA, 'claim_cases');
    const before = current
      .replace(
        'account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL',
        'account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE',
      )
      .replace(", 'closed'", '');
    expect(before).not.toBe(current);
    db.exec(
      'CREATE TABLE accounts (id INTEGER PRIMARY KEY); CREATE TABLE tickets (id INTEGER PRIMARY KEY); CREATE TABLE payments (id INTEGER PRIMARY KEY);',
    );
    db.exec(before);
    db.exec('INSERT INTO accounts (id) VALUES (7)');
    db.exec(`INSERT INTO claim_cases (id, account_id, operator_key, kind, status, amount_at_stake, currency, history, created, updated)
      VALUES ('C-OLD00001', 7, 'metro', 'other', 'submitted', 100, 'EUR', '[]', '${AT}', '${AT}')`);

    expect(rebuildTable(db, 'claim_cases', current)).toBe(true);
    expect(rebuildTable(db, 'claim_cases', current)).toBe(false);
    db.exec("UPDATE claim_cases SET status = 'closed'");
    db.exec('DELETE FROM accounts WHERE id = 7');
    expect(db.prepare('SELECT account_id, status FROM claim_cases').all()).toEqual([
      { account_id: null, status: 'closed' },
    ]);
    db.close();
  });

  it("keeps the rows' order (their rowids) and refuses only its own broken keys", () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    db.exec('CREATE TABLE parents (id INTEGER PRIMARY KEY); CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT);');
    // A row broken elsewhere, from before (keys were off): not this rebuild's to refuse.
    db.pragma('foreign_keys = OFF');
    db.exec('CREATE TABLE orphans (parent INTEGER REFERENCES parents(id)); INSERT INTO orphans VALUES (9);');
    db.pragma('foreign_keys = ON');
    db.exec("INSERT INTO notes (rowid, id, body) VALUES (5, 'b', 'first'), (9, 'a', 'second')");
    expect(rebuildTable(db, 'notes', 'CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL)')).toBe(true);
    expect(db.prepare('SELECT rowid, id FROM notes ORDER BY rowid').all()).toEqual([
      { rowid: 5, id: 'b' },
      { rowid: 9, id: 'a' },
    ]);
    db.close();
  });
});
