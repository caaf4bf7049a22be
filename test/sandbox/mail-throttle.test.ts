import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_ACCOUNT_POLICY, MAIL_ADDRESS_POLICY, Throttle } from '../../sandbox/auth/throttle.mjs';
import { asRider, signedIn } from './card-world';
import { postFrom } from './from-address';
import { captchaToken } from './identity-proofs';
import { GIULIA, MARCO, startSandbox, type Sandbox } from './support';

/** The throttle's clock, moved by hand: no test waits on the wall clock. */
let now = Date.parse('2026-11-23T09:00:00Z');
const advance = (seconds: number) => void (now += seconds * 1000);

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ throttle: new Throttle({ now: () => now }) });
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const forgot = (email: string) => sandbox.post('/email/send_forgot_password_request', { email });

describe('mails anyone can trigger are throttled per address and per client', () => {
  it('sends 3 of 25 forgot-password mails to one address at once, answers the others 429, and one more after the wait', async () => {
    const answers = [];
    for (let request = 0; request < 25; request += 1) answers.push(await forgot(GIULIA.email));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAIL_ACCOUNT_POLICY.free);
    const refused = answers.slice(MAIL_ACCOUNT_POLICY.free);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    expect(refused[0]?.body).toEqual({ error: 'Too many attempts' });
    expect(refused[0]?.headers.get('retry-after')).toBe('60');
    expect(await sandbox.mailsTo(GIULIA.email)).toHaveLength(MAIL_ACCOUNT_POLICY.free);
    advance(60);
    expect((await forgot(GIULIA.email)).status).toBe(200);
    expect(await sandbox.mailsTo(GIULIA.email)).toHaveLength(MAIL_ACCOUNT_POLICY.free + 1);
  });

  it('answers an unknown address the same way: the throttle does not tell whether an account exists', async () => {
    const statuses = [];
    for (let request = 0; request < 5; request += 1) statuses.push((await forgot('nobody@example.com')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts the confirmation sent again and the deletion code with the same address', async () => {
    const resend = () => sandbox.post('/email/send_email_confirmation_request', { email: MARCO.email });
    for (let request = 0; request < MAIL_ACCOUNT_POLICY.free; request += 1) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
    const luca = await signedIn(sandbox, 'luca.verdi@example.com');
    for (let request = 0; request < MAIL_ACCOUNT_POLICY.free; request += 1)
      expect((await asRider(sandbox, luca, '/deletion_request', { id: luca.id })).body).toEqual({ sent: true });
    expect((await asRider(sandbox, luca, '/deletion_request', { id: luca.id })).status).toBe(429);
  });

  it('stops one client that mails many addresses, while another client still can', async () => {
    for (let request = 0; request < MAIL_ADDRESS_POLICY.free; request += 1)
      expect((await forgot(`someone${request}@example.com`)).status).toBe(200);
    expect((await forgot('one.more@example.com')).status).toBe(429);
    const other = await postFrom(sandbox, '127.0.0.2', '/api/email/send_forgot_password_request', {
      email: 'one.more@example.com',
      captcha_token: captchaToken(),
    });
    expect(other.status).toBe(200);
  });
});
