import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';
import { monthBack, operatorToday, outsideHistory } from '../support/statement-periods';

// Statements numbered by the operator (docs/contracts.md#statements-statements-for-a-period-for-expenses).

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

const issue = async (rider: Rider | undefined, json: unknown, operator = 'metro') => {
  const answer = await sandbox.request(`/oms/statements/${operator}`, {
    method: 'POST',
    operator: null,
    json,
    headers: rider ? { cookie: rider.cookie } : {},
  });
  return answer as { status: number; body: { payload: Record<string, unknown>; code?: string } };
};

describe('a statement', () => {
  it('is numbered by the operator, the same number for the same period and the next for another', async () => {
    const october = await issue(giulia, monthBack(1));
    expect(october.status).toBe(200);
    expect(october.body.payload).toMatchObject({
      number: expect.stringMatching(/^METRO-\d{4}-\d{6}$/),
      ...monthBack(1),
      issued_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      issuer: {
        legal_name: expect.any(String),
        address: expect.any(Array),
        vat_number: expect.stringMatching(/^IT/),
        vat_rate: 10,
        vat_text: null,
      },
    });
    const again = await issue(giulia, monthBack(1));
    expect(again.body.payload).toEqual(october.body.payload);
    const september = await issue(giulia, monthBack(2));
    const sequence = (answer: typeof october) => Number(String(answer.body.payload.number).slice(-6));
    expect(sequence(september)).toBe(sequence(october) + 1);
  });

  it('of an operator exempt from VAT says so in its words', async () => {
    const anna = await signedIn(sandbox, 'anna.weber@example.com', 'enterprise');
    const answer = await issue(anna, monthBack(1), 'enterprise');
    expect(answer.body.payload).toMatchObject({
      number: expect.stringMatching(/^ENTERPRISE-/),
      issuer: { vat_rate: null, vat_text: expect.stringContaining('VAT exempt') },
    });
  });

  it('is refused for a period that is not one, and without a session', async () => {
    for (const json of [
      { from: '2026-10-31', to: '2026-10-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2025-01-01', to: '2026-01-02' },
    ]) {
      const answer = await issue(giulia, json);
      expect([answer.status, answer.body.code]).toEqual([400, 'bad_period']);
    }
    const shapeless = await issue(giulia, { from: 20261001 });
    expect([shapeless.status, shapeless.body.code]).toEqual([400, 'bad_request']);
    expect((await issue(undefined, monthBack(1))).status).toBe(401);
    expect((await issue(giulia, monthBack(1), 'nowhere')).status).toBe(404);
  });

  it('is refused, as the operations API refuses, for a period in the future or before the history kept; none numbered', async () => {
    const today = operatorToday();
    for (const json of outsideHistory(today)) {
      const answer = await issue(giulia, json);
      expect([answer.status, answer.body.code], JSON.stringify(json)).toEqual([400, 'outside_history']);
      expect(answer.body).toEqual({
        error: expect.stringContaining(monthBack(12, today).from),
        code: 'outside_history',
      });
    }
    expect(sandbox.store.get('SELECT COUNT(*) AS n FROM statements').n).toBe(0);
    expect((await issue(giulia, { from: monthBack(0, today).from, to: today })).status).toBe(200);
    expect((await issue(giulia, monthBack(12, today))).status).toBe(200);
  });

  it('is not offered by a sandbox started without the extension', async () => {
    const bare = await startSandbox({ extensions: ['claims'] });
    try {
      const rider = await signedIn(bare, 'giulia.rossi@example.com');
      const answer = await bare.request('/oms/statements/metro', {
        method: 'POST',
        operator: null,
        json: monthBack(1),
        headers: { cookie: rider.cookie },
      });
      expect(answer.status).toBe(404);
    } finally {
      await bare.stop();
    }
  }, 30_000);
});
