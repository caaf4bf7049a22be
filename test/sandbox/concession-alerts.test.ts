import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedDay } from '../../sandbox/oms/network/zoned-time.mjs';
import { asRider, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

// A concession's alerts (docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences): its renewal opening and its
// running out, each mailed once, to a rider who keeps the `concession_renewal` alert on.

let sandbox: Sandbox;
let sofia: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  sofia = await signedIn(sandbox, 'sofia.marino@example.com');
}, 30_000);

const SOFIA = 'sofia.marino@example.com';
const today = () => zonedDay(new Date(), 'Europe/Rome');

/** The operator's daily run. */
const run = async (json: unknown = {}) =>
  (await sandbox.request('/sandbox/api/concession-alerts', { method: 'POST', operator: null, json })).body as {
    sent: number;
  };

const concessionMails = async () =>
  (await sandbox.mailsTo(SOFIA)).filter((mail) => mail.subject.includes('Student concession'));

describe('concession alerts', () => {
  it("mails Sofia once that her student concession's renewal is open, in her language, with an unsubscribe link", async () => {
    expect(await run()).toEqual({ sent: 1 });
    const [mail] = await concessionMails();
    expect(mail?.subject).toBe('Metro: renew your Student concession');
    expect(mail?.text).toContain('Hello Sofia,');
    expect(mail?.links[0]).toMatch(/\/dashboard\/discounts$/);
    expect(mail?.links[1]).toContain('/api/alerts/unsubscribe?token=');
    // The same day's run again, or tomorrow's: no second mail for the same event.
    expect(await run()).toEqual({ sent: 0 });
    expect(await concessionMails()).toHaveLength(1);
  });

  it('mails that it ran out, once, and tells a renewed concession again at its next end', async () => {
    sandbox.store.run("UPDATE rider_concessions SET valid_until = ? WHERE id = 'demo-student'", [addDays(today(), -1)]);
    expect(await run({ email: SOFIA })).toEqual({ sent: 1 });
    expect((await concessionMails())[0]?.subject).toBe('Metro: your Student concession has run out');
    expect(await run({ email: SOFIA })).toEqual({ sent: 0 });
    sandbox.store.run("UPDATE rider_concessions SET valid_until = ? WHERE id = 'demo-student'", [addDays(today(), 3)]);
    expect(await run({ email: SOFIA })).toEqual({ sent: 1 });
    expect(await concessionMails()).toHaveLength(2);
  });

  it('sends nothing to a rider who turned the alert off, and nothing before the renewal opens', async () => {
    const saved = await asRider(sandbox, sofia, '/alerts/save', {
      id: sofia.id,
      alerts: { concession_renewal: false },
    });
    expect(saved.status).toBe(200);
    expect(await run()).toEqual({ sent: 0 });
    expect(await concessionMails()).toEqual([]);
    await asRider(sandbox, sofia, '/alerts/save', { id: sofia.id, alerts: { concession_renewal: true } });
    sandbox.store.run('DELETE FROM concession_alerts', []);
    sandbox.store.run("UPDATE rider_concessions SET valid_until = ? WHERE id = 'demo-student'", [addDays(today(), 15)]);
    expect(await run()).toEqual({ sent: 0 });
  });

  it('names the concession in the monthly statement, with what its trips cost and their full fare', async () => {
    await asRider(sandbox, sofia, '/alerts/save', { id: sofia.id, alerts: { monthly_statement: true } });
    const at = new Date().toISOString();
    const tapped = await sandbox.request('/sandbox/api/taps', {
      method: 'POST',
      operator: null,
      json: { operator: 'metro', pan: '2223003122003222', from: 'Termini', to: 'Colosseo', at },
    });
    expect(tapped.status).toBe(201);
    const month = zonedDay(new Date(at), 'Europe/Rome').slice(0, 7);
    const sent = await sandbox.request('/sandbox/api/monthly-statements', {
      method: 'POST',
      operator: null,
      json: { month, email: SOFIA },
    });
    expect(sent.body).toEqual({ sent: 1 });
    const [mail] = (await sandbox.mailsTo(SOFIA)).filter((one) => one.subject.includes('your statement'));
    expect(mail?.text).toContain('At the Student fare: 1 trips, €1.05 instead of the full fare of €1.50.');
  });
});
