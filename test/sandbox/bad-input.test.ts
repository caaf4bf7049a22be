import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { asRider, omsGet, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let giulia: Rider;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 120_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
}, 120_000);

const VISA = panAlias('4111111111111111');
const BROKEN = { ...({} as Rider), cookie: 'tapway_session=%ZZ', id: 1, operator: 'metro' };
const cardsOf = async (rider: Rider) =>
  (await asRider(sandbox, rider, '/bank_cards/get', { accounts_id: rider.id })).body as { id: number }[];

describe('bad input gets 4xx, never 500', { timeout: 120_000 }, () => {
  it('reads a session cookie that is not %-encoded right as no session', async () => {
    expect((await asRider(sandbox, BROKEN, '/bank_cards/get', { accounts_id: 1 })).status).toBe(401);
    expect((await asRider(sandbox, BROKEN, '/logout', {})).status).toBe(200);
    expect((await omsGet(sandbox, `/tickets/get/metro/0/0/3:desc/2026-01-01/2026-01-31/${VISA}/`, BROKEN)).status).toBe(
      401,
    );
    expect((await omsGet(sandbox, `/payments/get_failed_summaries/metro/0/0/${VISA}/`, BROKEN)).status).toBe(401);
  });

  it('answers 400 to an alias_pan of the failed summaries that is not %-encoded right', async () => {
    const answer = await omsGet(sandbox, `/payments/get_failed_summaries/metro/0/0/%E0%A4%A/`, giulia);
    expect(answer.status).toBe(400);
  });

  it('answers 400 to a trip range that reaches past the four-digit years', async () => {
    for (const [from, to] of [
      ['2026-01-01', '9999-12-31'],
      ['0001-01-01', '2026-01-01'],
    ]) {
      expect((await omsGet(sandbox, `/tickets/get/metro/0/0/3:desc/${from}/${to}/${VISA}/`, giulia)).status).toBe(400);
    }
    expect((await omsGet(sandbox, `/tickets/get/metro/0/0/3:desc/2026-01-01/9998-12-31/${VISA}/`, giulia)).status).toBe(
      200,
    );
  });

  it('answers 400 with the field to ids of another type: "0x1", "1", [1], 1.5, true', async () => {
    const [card] = await cardsOf(giulia);
    for (const bad of [`0x${card!.id.toString(16)}`, String(card!.id), [card!.id], card!.id + 0.5, true]) {
      const answer = await asRider(sandbox, giulia, '/bank_cards/remove', { bank_cards_id: bad });
      expect([answer.status, answer.body]).toEqual([400, { error: 'Invalid field', field: 'bank_cards_id' }]);
    }
    expect((await cardsOf(giulia)).map((kept) => kept.id)).toContain(card!.id);
    for (const [path, body, field] of [
      ['/bank_cards/get', { accounts_id: [giulia.id] }, 'accounts_id'],
      ['/deletion_request', { id: [giulia.id] }, 'id'],
      ['/edit', { account: { id: String(giulia.id), name: 'G', surname: 'R', language: 'en' } }, 'account.id'],
      ['/edit', { account: [giulia.id] }, 'account'],
      ['/login', { email: ['giulia.rossi@example.com'], password: 'Tapway-2026' }, 'email'],
      ['/sign_up', { user: { name: 42 } }, 'user.name'],
    ] as const) {
      const answer = await asRider(sandbox, giulia, path, body);
      expect([path, answer.status, answer.body]).toEqual([path, 400, { error: 'Invalid field', field }]);
    }
    expect(await sandbox.mailsTo('giulia.rossi@example.com')).toEqual([]);
  });

  it('stores names without line breaks, control characters or bidirectional overrides: the greeting stays one line', async () => {
    const email = 'eve.nuova@example.com';
    const answer = await sandbox.post('/sign_up', {
      user: {
        name: 'Eve\r\nBcc: mallory@example.com',
        surname: '\u202Eannipaz\u202C\u0007',
        date_of_birth: '1990-01-01',
        email,
        confirm_email: email,
        password: 'Secret-123',
        confirm_password: 'Secret-123',
        language: 'en',
      },
    });
    expect(answer.body).toBe('Account Registered Successfully');
    await sandbox.post('/email/send_email_confirmation_request', { email });
    const [mail] = await sandbox.mailsTo(email);
    expect(mail!.text).toContain('Eve Bcc: mallory@example.com');
    expect(mail!.text).not.toMatch(/Eve\s*[\r\n]/);
    const row = sandbox.store.get('SELECT name, surname FROM accounts WHERE email = ?', [email]);
    expect(row).toEqual({ name: 'Eve Bcc: mallory@example.com', surname: 'annipaz' });

    const edited = await asRider(sandbox, giulia, '/edit', {
      account: { id: giulia.id, name: '\u2066Giulia\u2069\n', surname: 'Rossi\u0000', language: 'en' },
    });
    expect((edited.body as { account: { name: string; surname: string } }).account).toMatchObject({
      name: 'Giulia',
      surname: 'Rossi',
    });
    expect(
      (
        await asRider(sandbox, giulia, '/edit', {
          account: { id: giulia.id, name: '\u202E\n', surname: 'R', language: 'en' },
        })
      ).body,
    ).toEqual({
      errors: [{ path: 'account.name', msg: 'required' }],
    });
  });
});
