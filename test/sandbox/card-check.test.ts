import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { ageProofs, expireAccesses } from '../../sandbox/oms/card-check/card-check-db.mjs';
import { hmacHex, joinFields, RESULT_FIELDS } from '../../sandbox/vpos/mac.mjs';
import { signedIn } from './card-world';
import { cardAccess, cardCookie, cardView, DECLINED, proveCard, redeem, tap, UNLINKED } from './card-check-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const log = () =>
  sandbox.store.all('SELECT action, outcome, pan_token FROM card_check_log ORDER BY id') as {
    action: string;
    outcome: string;
    pan_token: string | null;
  }[];

type View = {
  window_days: number;
  card: Record<string, unknown>;
  status: { state: string; amount_due: number; alias_pan: string };
  trips: { pan_token?: string }[];
  payments: { LastCharge: { charge_results_name: string }; amount: number }[];
};

describe('a card checked without an account (cardCheck): the proof', () => {
  it('signs a verification of no amount, proves the card on the hosted page and gives a 15-minute card-scoped cookie', async () => {
    const { signed, back, proof } = await proveCard(sandbox, UNLINKED);
    expect(signed.fields).toMatchObject({ AMOUNT: '0', OPTIONS: 'V', EMAIL: '' });
    expect(back.pathname).toBe('/card-check');
    expect(proof.RESULT).toBe('00');
    const answer = await redeem(sandbox, proof);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'access' });
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^tapway_card=[^;]+; HttpOnly; SameSite=Strict; Path=\/; Max-Age=900$/);
    expect(setCookie).not.toContain('tapway_session');
  });

  it('shows nothing without the proof: no cookie, a forged MAC, a proof of another shop, a made-up order', async () => {
    expect((await cardView(sandbox, '')).status).toBe(401);
    expect((await cardView(sandbox, 'tapway_card=guessed')).status).toBe(401);
    const { proof } = await proveCard(sandbox, UNLINKED);
    const forged = await redeem(sandbox, { ...proof, PANALIAS: panAlias(DECLINED) });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'proof_forged' });
    expect(cardCookie(forged.headers)).toBe('');
    // Signed with the right key over a made-up order: the provider never notified it.
    const madeUp = { ...proof, ORDERID: '11111111-1111-4111-8111-111111111111' };
    const signedMadeUp = { ...madeUp, MAC: hmacHex(joinFields(madeUp, RESULT_FIELDS), 'metro-vpos-result-key-TEST') };
    expect((await redeem(sandbox, signedMadeUp)).body).toMatchObject({ code: 'proof_forged' });
    // Signed answer altered to another card, re-signed with the key: it disagrees with the notification.
    const other = { ...proof, PANALIAS: panAlias(DECLINED) };
    const resigned = { ...other, MAC: hmacHex(joinFields(other, RESULT_FIELDS), 'metro-vpos-result-key-TEST') };
    expect((await redeem(sandbox, resigned)).body).toMatchObject({ code: 'proof_forged' });
    // Metro's proof at enterprise.
    expect((await redeem(sandbox, proof, 'enterprise')).body).toMatchObject({ code: 'proof_forged' });
    expect(
      log()
        .filter((entry) => entry.action === 'redeem')
        .map((entry) => entry.outcome),
    ).toEqual(['forged', 'forged', 'forged', 'forged']);
  });

  it('refuses a replayed proof and an expired one; an access ends after 15 minutes', async () => {
    const first = await cardAccess(sandbox, UNLINKED);
    expect(first.cookie).not.toBe('');
    const replayed = await redeem(sandbox, first.proof);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ code: 'proof_replayed' });
    const { proof } = await proveCard(sandbox, UNLINKED);
    ageProofs(sandbox.store);
    expect((await redeem(sandbox, proof)).body).toMatchObject({ code: 'proof_expired' });
    expect((await cardView(sandbox, first.cookie)).status).toBe(200);
    expireAccesses(sandbox.store);
    expect((await cardView(sandbox, first.cookie)).status).toBe(401);
  });

  it('says only that a card in an account belongs to one: no cookie, nothing of it', async () => {
    const { proof } = await proveCard(sandbox, '4111111111111111');
    const answer = await redeem(sandbox, proof);
    expect(answer.body).toEqual({ outcome: 'belongs_to_account' });
    expect(cardCookie(answer.headers)).toBe('');
  });

  it('"Done" and any sign-in end the access', async () => {
    const done = await cardAccess(sandbox, UNLINKED);
    const ended = await sandbox.post('/card_check/done', {}, { headers: { cookie: done.cookie } });
    expect(ended.headers.get('set-cookie')).toContain('tapway_card=; HttpOnly');
    expect((await cardView(sandbox, done.cookie)).status).toBe(401);
    const other = await cardAccess(sandbox, UNLINKED);
    const login = await sandbox.post(
      '/login',
      { email: 'giulia.rossi@example.com', password: 'Tapway-2026' },
      { headers: { cookie: other.cookie } },
    );
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toContain('tapway_card=; HttpOnly');
    expect((await cardView(sandbox, other.cookie)).status).toBe(401);
  });
});

describe('a card checked without an account (cardCheck): what it shows', () => {
  it("answers the proven card's state, what it owes and its last 7 days of trips and payments, and logs the access", async () => {
    expect((await tap(sandbox, DECLINED)).status).toBe(201);
    const { cookie } = await cardAccess(sandbox, DECLINED);
    const answer = await cardView(sandbox, cookie);
    expect(answer.status).toBe(200);
    const view = answer.body as View;
    expect(view.window_days).toBe(7);
    expect(view.card).toEqual({
      truncated_pan: expect.any(String),
      label: expect.any(String),
      form_factors_name: 'CARD',
      pan_token: panAlias(DECLINED),
    });
    expect(view.status).toMatchObject({ state: 'payment_failed', alias_pan: panAlias(DECLINED) });
    expect(view.status.amount_due).toBeGreaterThan(0);
    expect(view.trips).toHaveLength(1);
    expect(view.payments.map((payment) => payment.LastCharge.charge_results_name)).toEqual(['FAILED']);
    expect(log().at(-1)).toEqual({ action: 'get', outcome: 'ok', pan_token: panAlias(DECLINED) });
  });

  it("shows one card only: another card's trips never, nor any account's data (account calls answer 401)", async () => {
    expect((await tap(sandbox, UNLINKED)).status).toBe(201);
    expect((await tap(sandbox, DECLINED)).status).toBe(201);
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    const view = (await cardView(sandbox, cookie)).body as View;
    const text = JSON.stringify(view);
    expect(text).not.toContain(panAlias(DECLINED));
    expect(text).not.toMatch(/@example\.com|giulia|rossi/i);
    expect(view.trips.length).toBeGreaterThan(0);
    const headers = { cookie };
    expect((await sandbox.post('/bank_cards/get', { accounts_id: 1 }, { headers })).status).toBe(401);
    expect((await sandbox.request('/oms/card_status/metro', { operator: null, headers })).status).toBe(401);
    expect((await sandbox.post('/payment_requests/sign', { purpose: 'settlement' }, { headers })).status).toBe(401);
    // A session's cookie is no card access either.
    const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
    expect((await cardView(sandbox, giulia.cookie)).status).toBe(401);
  });

  it('throttles the proofs per card and the reads per card', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await cardAccess(sandbox, UNLINKED)).answer.status).toBe(200);
    const sixth = await cardAccess(sandbox, UNLINKED);
    expect(sixth.answer.status).toBe(429);
    expect(Number(sixth.answer.headers.get('retry-after'))).toBeGreaterThan(0);
    sandbox.throttle.clear();
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    const statuses: number[] = [];
    for (let read = 0; read < 61; read += 1) statuses.push((await cardView(sandbox, cookie)).status);
    expect(statuses.slice(0, 59).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('throttles failed proofs per client address', async () => {
    const { proof } = await proveCard(sandbox, UNLINKED);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 101; attempt += 1)
      statuses.push((await redeem(sandbox, { ...proof, MAC: 'forged' })).status);
    expect(statuses.slice(0, 99).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Right or wrong once blocked: the genuine proof waits too.
    expect((await redeem(sandbox, proof)).status).toBe(429);
  });
});

describe('an operator without cardCheck', () => {
  it('answers 404 to every call of it', async () => {
    const plain = await startSandbox({ extensions: ['cardStatus'] });
    try {
      expect((await plain.post('/card_check/sign', {})).status).toBe(404);
      expect((await plain.post('/card_check/get', {})).status).toBe(404);
      expect((await plain.post('/card_check/redeem', { answer: {} })).status).toBe(404);
      const config = (await plain.request('/runtime-config.json', { operator: null })).body as {
        operators: Record<string, { extensions: string[] }>;
      };
      expect(Object.values(config.operators).every((operator) => !operator.extensions.includes('cardCheck'))).toBe(
        true,
      );
    } finally {
      await plain.stop();
    }
  });
});

describe('a card checked without an account (cardCheck): receipts of the payments shown', () => {
  const info = (cookie: string, shortId: unknown) =>
    sandbox.post(
      '/card_check/payment_info',
      { short_id: shortId },
      { operator: 'metro', headers: cookie ? { cookie } : {} },
    );

  it("answers a payment's receipt data for the card's own payments of the days shown, nothing else", async () => {
    expect((await tap(sandbox, UNLINKED)).status).toBe(201);
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    const view = (await cardView(sandbox, cookie)).body as { payments: { short_id: string }[] };
    const shortId = view.payments[0]!.short_id;
    const answer = await info(cookie, shortId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      payment: { short_id: shortId },
      bank_card: { truncated_pan: expect.stringMatching(/1881$/) },
    });
    expect((answer.body as { tickets: unknown[] }).tickets.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer.body)).not.toMatch(/@example\.com/);
    // Without the card's access: nothing; another card's payment: none; a malformed id: 400.
    expect((await info('', shortId)).status).toBe(401);
    expect((await tap(sandbox, DECLINED)).status).toBe(201);
    const other = await cardAccess(sandbox, DECLINED);
    expect((await info(other.cookie, shortId)).status).toBe(404);
    expect((await info(cookie, 'x'.repeat(65))).status).toBe(400);
    expect((await info(cookie, 12)).status).toBe(400);
    expect(
      log()
        .filter((entry) => entry.action === 'receipt')
        .map((entry) => entry.outcome),
    ).toEqual(['ok', 'no_access', 'not_found']);
  });
});
