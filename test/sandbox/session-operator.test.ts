import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, GIULIA, decryptAccount, sessionCookie, startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

/** Signs in under an operator's key and answers the session cookie and the account id. */
async function signIn(rider: { email: string; password: string }, operator: string) {
  const answer = await sandbox.post('/login', rider, { operator });
  const { account } = answer.body as { account: { id: number } | string };
  // The enterprise operator encrypts its accounts.
  const { id } = typeof account === 'string' ? (decryptAccount(account) as { id: number }) : account;
  return { cookie: sessionCookie(answer.headers), id };
}

describe("the enterprise operator's directory owns its riders' passwords", () => {
  it('refuses to change the password of an enterprise rider (noPassword): the old one still signs in', async () => {
    const { cookie, id } = await signIn(ANNA, 'enterprise');
    const change = await sandbox.post(
      '/change_password',
      { id, password: ANNA.password, new_password: 'Tapway-2027', confirm_new_password: 'Tapway-2027' },
      { operator: 'enterprise', headers: { cookie } },
    );
    expect(change.body).toEqual({ errors: [{ path: 'password', msg: 'noPassword' }] });
    expect((await sandbox.post('/login', ANNA, { operator: 'enterprise' })).body).toHaveProperty('account');
  });
});

describe("a session is its operator's: under another operator's x-api-key it is no session", () => {
  it('a metro session cannot sign a payment request, link or list cards, or request deletion under the enterprise key', async () => {
    const { cookie, id } = await signIn(GIULIA, 'metro');
    const asEnterprise = { operator: 'enterprise', headers: { cookie } };
    const mailsBefore = (await sandbox.mailsTo(GIULIA.email)).length;
    expect((await sandbox.post('/payment_requests/sign', { purpose: 'card_registration' }, asEnterprise)).status).toBe(
      401,
    );
    expect(
      (await sandbox.post('/bank_cards/add', { accounts_id: id, bank_card: { pan_token: 'any' } }, asEnterprise))
        .status,
    ).toBe(401);
    expect((await sandbox.post('/bank_cards/get', { accounts_id: id }, asEnterprise)).status).toBe(401);
    expect((await sandbox.post('/bank_cards/remove', { bank_cards_id: 1 }, asEnterprise)).status).toBe(401);
    expect((await sandbox.post('/deletion_request', { id }, asEnterprise)).status).toBe(401);
    expect(
      (
        await sandbox.post(
          '/change_password',
          { id, password: GIULIA.password, new_password: 'Tapway-2099', confirm_new_password: 'Tapway-2099' },
          asEnterprise,
        )
      ).status,
    ).toBe(401);
    expect(await sandbox.mailsTo(GIULIA.email)).toHaveLength(mailsBefore);
    // The same session under its own operator's key still works.
    const own = { headers: { cookie } };
    expect((await sandbox.post('/bank_cards/get', { accounts_id: id }, own)).status).toBe(200);
    expect((await sandbox.post('/payment_requests/sign', { purpose: 'card_registration' }, own)).status).toBe(200);
  });

  it("an enterprise session cannot act under the metro key, nor read the operations API under metro's path", async () => {
    const { cookie, id } = await signIn(ANNA, 'enterprise');
    const asMetro = { operator: 'metro', headers: { cookie } };
    expect((await sandbox.post('/deletion_request', { id }, asMetro)).status).toBe(401);
    expect((await sandbox.post('/payment_requests/sign', { purpose: 'card_registration' }, asMetro)).status).toBe(401);
    const tickets = '/oms/tickets/get/metro/10/0/3:desc/2026-01-01/2026-12-31/any/';
    expect((await sandbox.request(tickets, { operator: null, headers: { cookie } })).status).toBe(401);
    expect(
      (await sandbox.post('/deletion_request', { id }, { operator: 'enterprise', headers: { cookie } })).status,
    ).toBe(200);
  });
});
