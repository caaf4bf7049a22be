import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIULIA, MARCO, startSandbox, tokenOf, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const latestToken = async (email: string) => tokenOf((await sandbox.mailsTo(email))[0]?.links[0]);

describe('tokens', () => {
  it("are bound to their operator: a metro reset link is unknown under the enterprise key, and stays usable under metro's", async () => {
    await sandbox.post('/email/send_forgot_password_request', { email: GIULIA.email });
    const token = await latestToken(GIULIA.email);
    expect((await sandbox.post('/forgot_password', { token }, { operator: 'enterprise' })).body).toBe(
      'Request Expired',
    );
    expect((await sandbox.post('/forgot_password', { token })).body).toEqual(expect.any(String));
    expect((await sandbox.post('/forgot_password', { token })).body).toBe('Request Expired');
  });

  it('die with the confirmation: once the address is confirmed, its other confirmation links are dead', async () => {
    await sandbox.post('/email/send_email_confirmation_request', { email: MARCO.email });
    const first = await latestToken(MARCO.email);
    await sandbox.post('/email/send_email_confirmation_request', { email: MARCO.email });
    const second = await latestToken(MARCO.email);
    expect(second).not.toBe(first);
    expect((await sandbox.post('/email/confirm_email', { token: second })).body).toBe(MARCO.email);
    expect((await sandbox.post('/email/confirm_email', { token: first })).body).toBe('Request Expired');
  });
});
