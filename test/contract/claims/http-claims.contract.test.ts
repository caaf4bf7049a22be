import { afterAll, beforeAll } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/client/create-http-client';
import { HttpClaims } from '../../../src/adapters/http/operations-api/http-claims';
import { panAlias } from '../../../sandbox/oms/cards/cards.mjs';
import { addDays, zonedDay } from '../../../sandbox/oms/network/zoned-time.mjs';
import { signedIn, type Rider } from '../../sandbox/card-world';
import { paymentsOf } from '../../sandbox/claims-world';
import { startSandbox, type Sandbox } from '../../sandbox/support';
import { claimsContract } from './claims.contract';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

claimsContract('the HTTP adapter on the sandbox', async () => {
  await sandbox.reset();
  let rider: Rider | undefined;
  const operationsApi = createHttpClient({
    baseURL: `${sandbox.url}/oms`,
    timeoutMs: 10_000,
    headers: { 'x-api-key': 'metro', cookie: () => rider?.cookie ?? '' },
  });
  return {
    claims: new HttpClaims(operationsApi, 'metro'),
    async signInAs(email) {
      rider = await signedIn(sandbox, email);
    },
    async tap({ pan, from, to, at }) {
      const answer = await sandbox.request('/sandbox/api/taps', {
        method: 'POST',
        operator: null,
        json: { operator: 'metro', pan, from, ...(to === undefined ? {} : { to }), at: at.toISOString() },
      });
      if (answer.status !== 201) throw new Error(`the gates answered ${answer.status}`);
      const body = record(answer.body);
      return { ticketId: String(record(body.ticket).id), paymentShortId: String(record(body.payment).short_id) };
    },
    async decide(caseId, decision) {
      const json =
        decision.decision === 'refused'
          ? { decision: 'refused', reason: decision.reason }
          : {
              decision: 'approved',
              ...(decision.refundAmount === undefined ? {} : { refund_amount: decision.refundAmount }),
            };
      const answer = await sandbox.request(`/sandbox/api/cases/${encodeURIComponent(caseId)}/decide`, {
        method: 'POST',
        operator: null,
        json,
      });
      if (answer.status !== 200) throw new Error(`the review page answered ${answer.status}`);
    },
    async unpaid() {
      // Giulia's phone has failed day payments within the claim window in the demo world (4 and 18 days ago); the
      // property taps her VISA, so no tap of it charges that day again.
      const row = sandbox.store.get(
        `SELECT p.short_id, (SELECT MIN(t.id) FROM tickets t WHERE t.payment_id = p.id) AS ticket_id FROM payments p
        WHERE p.pan_token = ? AND p.status = 'FAILED' ORDER BY p.travel_day DESC LIMIT 1`,
        [panAlias('5555555555554444')],
      ) as { short_id: string; ticket_id: number } | undefined;
      if (!row) throw new Error('no failed payment on Giulia’s phone');
      return { ticketId: String(row.ticket_id), paymentShortId: row.short_id };
    },
    async paid(paymentShortId) {
      const today = zonedDay(new Date(), 'Europe/Rome');
      const payments = await paymentsOf(sandbox, rider!, addDays(today, -60), today, [
        '4111111111111111',
        '5555555555554444',
      ]);
      const payment = payments.find((line) => line.short_id === paymentShortId);
      return payment?.LastCharge.charge_results_name === 'SUCCEEDED' ? payment.amount : 0;
    },
  };
});
