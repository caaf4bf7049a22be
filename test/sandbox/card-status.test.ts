import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { omsGet, registerCard, signedIn, type Rider } from './card-world';
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

const VISA = '4111111111111111';
const PHONE = '5555555555554444';

type CardState = {
  alias_pan: string;
  state: string;
  amount_due: number;
  failed_count: number;
  next_retry_at: string | null;
  denied_at: string | null;
  unblocked_at: string | null;
};

const states = async (rider: Rider = giulia) => {
  const answer = await omsGet(sandbox, '/card_status/metro', rider);
  return answer as { status: number; body: { payload: { retry_after_days: number; cards: CardState[] } } };
};
const stateOf = async (pan: string) =>
  (await states()).body.payload.cards.find((card) => card.alias_pan === panAlias(pan)) as CardState;

const tap = (pan: string, extra: Record<string, unknown> = {}) =>
  sandbox.request('/sandbox/api/taps', {
    method: 'POST',
    operator: null,
    json: { operator: 'metro', pan, from: 'Termini', to: 'Colosseo', ...extra },
  });

describe('card status and the deny list (cardStatus)', () => {
  it("answers each of Giulia's cards: the VISA's payment failed, awaiting its retry; the phone wallet denied since its retry failed", async () => {
    const answer = await states();
    expect(answer.status).toBe(200);
    expect(answer.body.payload.retry_after_days).toBe(10);
    const visa = await stateOf(VISA);
    expect(visa).toMatchObject({ state: 'payment_failed', failed_count: 1, denied_at: null, unblocked_at: null });
    expect(visa.amount_due).toBeGreaterThan(0);
    expect(Date.parse(visa.next_retry_at ?? '')).toBeGreaterThan(Date.now());
    const phone = await stateOf(PHONE);
    expect(phone).toMatchObject({ state: 'denied', failed_count: 2, next_retry_at: null, unblocked_at: null });
    expect(Date.parse(phone.denied_at ?? '')).toBeLessThan(Date.now());
  });

  it('answers 401 without a session and 404 for an unknown operator', async () => {
    expect((await omsGet(sandbox, '/card_status/metro')).status).toBe(401);
    expect((await omsGet(sandbox, '/card_status/tram', giulia)).status).toBe(404);
  });

  it('refuses the denied card at the gates (403 card_denied) and records nothing; a tap dated before the block passes', async () => {
    const refused = await tap(PHONE);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Card refused — unpaid fares, pay online', code: 'card_denied' });
    expect((await tap(PHONE, { at: '2024-06-13T08:00:00.000Z' })).status).toBe(201);
    expect((await tap(VISA)).status).toBe(201);
  });

  it('shows the refusal on the gates page', async () => {
    const posted = await sandbox.request('/sandbox/gates', {
      method: 'POST',
      operator: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ operator: 'metro', pan: PHONE, from: 'Termini', to: 'Colosseo', action: 'tap' }),
    });
    expect(posted.status).toBe(403);
    expect(String(posted.body)).toContain('Card refused — unpaid fares, pay online');
  });

  it('lifts the block when Giulia settles online, records when, and the gates accept the card again', async () => {
    const before = Date.now();
    const { answer } = await registerCard(sandbox, giulia, '5105105105105100', 'settlement');
    expect(answer.RESULT).toBe('00');
    const phone = await stateOf(PHONE);
    expect(phone).toMatchObject({ state: 'active', amount_due: 0, denied_at: null, next_retry_at: null });
    expect(Date.parse(phone.unblocked_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await stateOf(VISA)).state).toBe('active');
    expect((await stateOf(VISA)).unblocked_at).toBeNull();
    expect((await tap(PHONE)).status).toBe(201);
  });
});

describe("the deny list's sandbox-only controls", () => {
  it("lifts a card's block by hand (customer service): the gates accept it, the debt stays", async () => {
    const lifted = await sandbox.request('/sandbox/api/deny-list/lift', {
      method: 'POST',
      operator: null,
      json: { pan: PHONE },
    });
    expect(lifted).toMatchObject({ status: 200, body: { lifted: 1 } });
    expect(await stateOf(PHONE)).toMatchObject({ state: 'payment_failed', failed_count: 2 });
    expect((await tap(PHONE)).status).toBe(201);
    const bad = await sandbox.request('/sandbox/api/deny-list/lift', { method: 'POST', operator: null, json: {} });
    expect(bad.status).toBe(400);
  });

  it('lifts it as of an earlier instant, so a day built at the gates from the morning is accepted', async () => {
    const lift = (at: unknown) =>
      sandbox.request('/sandbox/api/deny-list/lift', { method: 'POST', operator: null, json: { pan: PHONE, at } });
    expect((await lift(new Date(Date.now() + 3_600_000).toISOString())).status).toBe(400);
    expect((await lift('yesterday')).status).toBe(400);
    const morning = new Date(Date.now() - 24 * 3_600_000).toISOString();
    expect(await lift(morning)).toMatchObject({ status: 200, body: { lifted: 1 } });
    const split = await sandbox.request('/sandbox/api/taps', {
      method: 'POST',
      operator: null,
      json: { operator: 'metro', pan: VISA, from: 'Termini', to: 'Colosseo', action: 'splitDay' },
    });
    expect(split.status).toBe(201);
  });
});
