import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Throttle } from '../../sandbox/auth/throttle.mjs';
import { addDays, zonedDay } from '../../sandbox/oms/network/zoned-time.mjs';
import { signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

// Proving eligibility for a concession (docs/contracts.md#concessions-reduced-fares-on-a-bank-card): the providers'
// stand-in pages, the signed answer checked server-side, agency references, and the operator's review.

/** The throttle's clock, moved by hand: no test waits on the wall clock. */
let now = Date.parse('2026-11-23T09:00:00Z');
const advance = (seconds: number) => void (now += seconds * 1000);

let sandbox: Sandbox;
let rosa: Rider;
let sofia: Rider;
let luca: Rider;

beforeAll(async () => {
  sandbox = await startSandbox({ throttle: new Throttle({ now: () => now }) });
}, 30_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  rosa = await signedIn(sandbox, 'rosa.esposito@example.com');
  sofia = await signedIn(sandbox, 'sofia.marino@example.com');
  luca = await signedIn(sandbox, 'luca.verdi@example.com');
}, 30_000);

type Concession = { id: string; key: string; proven_by: string; valid_until: string | null; cards: string[] };
type Outcome = {
  outcome: 'redirect' | 'approved' | 'refused' | 'in_review';
  url?: string;
  concession?: Concession;
  reason?: string;
  request_id?: string;
};
type Answer = { status: number; body: { payload: Outcome; code?: string; field?: string; error?: string } };

const today = () => zonedDay(new Date(), 'Europe/Rome');
const returnUrl = () => `${sandbox.url}/dashboard/discounts/proof`;

const post = async (rider: Rider, path: string, json: unknown) =>
  (await sandbox.request(`/oms/concessions/metro/proofs${path}`, {
    method: 'POST',
    operator: null,
    json,
    headers: { cookie: rider.cookie },
  })) as Answer;
const prove = (rider: Rider, json: unknown) => post(rider, '', json);
const complete = (rider: Rider, json: unknown) => post(rider, '/complete', json);

const view = async (rider: Rider) =>
  (
    (await sandbox.request('/oms/concessions/metro', { operator: null, headers: { cookie: rider.cookie } })).body as {
      payload: {
        concessions: Concession[];
        requests: { id: string; concession_key: string; status: string; reason?: string; created: string }[];
      };
    }
  ).payload;

/** Starts a proof at a provider and answers its page as the person chose: `share` a demo person, or `cancel`. */
async function atProvider(rider: Rider, concessionKey: string, proof: string, person: string, action = 'share') {
  const start = await prove(rider, { concession_key: concessionKey, proof, return_url: returnUrl() });
  expect(start.status).toBe(200);
  expect(start.body.payload.outcome).toBe('redirect');
  const page = new URL(start.body.payload.url ?? '');
  const state = page.searchParams.get('state') ?? '';
  const posted = await fetch(sandbox.url + page.pathname, {
    method: 'POST',
    body: new URLSearchParams({ state, person, action }),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  const back = new URL(posted.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(returnUrl());
  expect(back.searchParams.get('state')).toBe(state);
  return { page, state, code: back.searchParams.get('code'), error: back.searchParams.get('error') };
}

/** The 31 August ending the academic year a day falls in (the core's validUntilFrom). */
const academicYearEnd = (day: string) =>
  day.slice(5) <= '08-31' ? `${day.slice(0, 4)}-08-31` : `${Number(day.slice(0, 4)) + 1}-08-31`;

describe('a digital identity proves an age', () => {
  it('approves Rosa, over 65, for life, and keeps only the outcome', async () => {
    const { state, code, page } = await atProvider(rosa, 'over65', 'digitalIdentity', 'rosa');
    expect(page.pathname).toBe('/sandbox/proofs/digital-identity');
    const done = await complete(rosa, { state, code });
    expect(done.status).toBe(200);
    expect(done.body.payload).toEqual({
      outcome: 'approved',
      concession: { id: expect.any(String), key: 'over65', proven_by: 'digitalIdentity', valid_until: null, cards: [] },
    });
    expect((await view(rosa)).concessions.map((concession) => concession.key)).toEqual(['over65']);
    const stored = JSON.stringify(sandbox.store.all('SELECT * FROM rider_concessions', []));
    expect(stored).not.toContain('1954');
    expect(JSON.stringify(sandbox.store.all('SELECT * FROM concession_proofs', []))).not.toContain(state);
    // Proven for life: proving it again is refused.
    const again = await prove(rosa, { concession_key: 'over65', proof: 'digitalIdentity', return_url: returnUrl() });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_held' } });
  });

  it('refuses someone under 65 (too_young) and a cancel at the provider (cancelled)', async () => {
    const young = await atProvider(rosa, 'over65', 'digitalIdentity', 'luca');
    expect((await complete(rosa, { state: young.state, code: young.code })).body.payload).toEqual({
      outcome: 'refused',
      reason: 'too_young',
    });
    const cancelled = await atProvider(rosa, 'over65', 'digitalIdentity', 'rosa', 'cancel');
    expect(cancelled.code).toBeNull();
    expect(cancelled.error).toBe('access_denied');
    expect((await complete(rosa, { state: cancelled.state, error: 'access_denied' })).body.payload).toEqual({
      outcome: 'refused',
      reason: 'cancelled',
    });
    expect((await view(rosa)).concessions).toEqual([]);
  });

  it('shows an accessible page in the language asked for, and an error page for a state it cannot use', async () => {
    const start = await prove(rosa, { concession_key: 'over65', proof: 'digitalIdentity', return_url: returnUrl() });
    // The page the operator sends Rosa to speaks her account's language (Italian).
    expect(new URL(start.body.payload.url ?? '').searchParams.get('lang')).toBe('it');
    const page = new URL(start.body.payload.url ?? '');
    page.searchParams.delete('lang');
    const url = page.href;
    for (const [language, share] of [
      ['it', 'Condividi'],
      ['fr', 'Partager'],
      ['de', 'Teilen'],
      ['en', 'Share'],
    ] as const) {
      const html = await (await fetch(url, { headers: { 'accept-language': `${language},en;q=0.5` } })).text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toContain(`>${share}</button>`);
      expect(html).toContain('<label for="person-rosa"');
    }
    const asked = await (await fetch(`${url}&lang=de`, { headers: { 'accept-language': 'it' } })).text();
    expect(asked).toContain('<html lang="de">');
    const unknown = await fetch(`${sandbox.url}/sandbox/proofs/digital-identity?state=nothing`);
    expect(unknown.status).toBe(400);
    // A state of the other provider is not this one's.
    const directory = await fetch(url.replace('/digital-identity?', '/directory?'));
    expect(directory.status).toBe(400);
  });
});

describe('a directory proves a student status', () => {
  it("renews Sofia's student concession from its last day, its renewal window being open", async () => {
    const before = (await view(sofia)).concessions[0]!;
    expect(before.valid_until).toBe(addDays(today(), 10));
    const { state, code, page } = await atProvider(sofia, 'student', 'directory', 'sofia');
    expect(page.pathname).toBe('/sandbox/proofs/directory');
    const done = await complete(sofia, { state, code });
    expect(done.body.payload).toMatchObject({
      outcome: 'approved',
      concession: { id: 'demo-student', key: 'student', proven_by: 'directory' },
    });
    expect(done.body.payload.concession?.valid_until).toBe(academicYearEnd(addDays(today(), 11)));
    // The phone wallet still carries it.
    expect(done.body.payload.concession?.cards).toEqual(before.cards);
  });

  it('refuses someone who is not a student (not_eligible)', async () => {
    const { state, code } = await atProvider(luca, 'student', 'directory', 'marco');
    expect((await complete(luca, { state, code })).body.payload).toEqual({
      outcome: 'refused',
      reason: 'not_eligible',
    });
  });
});

describe('the answer is checked: forged, replayed, foreign or late ones are refused', () => {
  it('refuses a forged code, and a replayed one', async () => {
    const forged = await atProvider(rosa, 'over65', 'digitalIdentity', 'rosa');
    const invalid = { outcome: 'refused', reason: 'proof_invalid' };
    expect((await complete(rosa, { state: forged.state, code: 'forged-code' })).body.payload).toEqual(invalid);
    // The state is used up by that answer: the genuine code no longer completes it.
    expect((await complete(rosa, { state: forged.state, code: forged.code })).body.payload).toEqual(invalid);
    const genuine = await atProvider(rosa, 'over65', 'digitalIdentity', 'rosa');
    expect((await complete(rosa, { state: genuine.state, code: genuine.code })).body.payload.outcome).toBe('approved');
    expect((await complete(rosa, { state: genuine.state, code: genuine.code })).body.payload).toEqual(invalid);
    // A code answers its own state only.
    const other = await atProvider(luca, 'student', 'directory', 'sofia');
    const replayed = await atProvider(luca, 'student', 'directory', 'sofia');
    expect((await complete(luca, { state: replayed.state, code: other.code })).body.payload).toEqual(invalid);
  });

  it("refuses another account's state, without using it up", async () => {
    const hers = await atProvider(sofia, 'student', 'directory', 'sofia');
    expect((await complete(rosa, { state: hers.state, code: hers.code })).body.payload).toEqual({
      outcome: 'refused',
      reason: 'proof_invalid',
    });
    expect((await complete(sofia, { state: hers.state, code: hers.code })).body.payload.outcome).toBe('approved');
  });

  it('refuses a state older than 10 minutes', async () => {
    const late = await atProvider(rosa, 'over65', 'digitalIdentity', 'rosa');
    sandbox.store.run('UPDATE concession_proofs SET created_at = ?', [
      new Date(Date.now() - 11 * 60_000).toISOString(),
    ]);
    expect((await complete(rosa, { state: late.state, code: late.code })).body.payload).toEqual({
      outcome: 'refused',
      reason: 'proof_invalid',
    });
    expect((await fetch(late.page.href)).status).toBe(400);
  });
});

describe('starting a proof', () => {
  it('refuses a proof not offered, an unknown concession, a return address elsewhere and a field out of shape', async () => {
    const notOffered = await prove(rosa, { concession_key: 'over65', proof: 'directory', return_url: returnUrl() });
    expect(notOffered).toMatchObject({ status: 409, body: { code: 'proof_not_offered' } });
    const unknown = await prove(rosa, { concession_key: 'veteran', proof: 'operatorCheck' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'unknown_concession' } });
    for (const elsewhere of ['https://evil.example/back', 'javascript:alert(1)', undefined]) {
      const answer = await prove(rosa, { concession_key: 'over65', proof: 'digitalIdentity', return_url: elsewhere });
      expect(answer).toMatchObject({
        status: 400,
        body: { error: 'Invalid field', field: 'return_url', code: 'bad_request' },
      });
    }
    const badProof = await prove(rosa, { concession_key: 'over65', proof: 'passport' });
    expect(badProof).toMatchObject({ status: 400, body: { field: 'proof', code: 'bad_request' } });
    const longReference = await prove(rosa, {
      concession_key: 'reducedFare',
      proof: 'operatorCheck',
      reference: 'R'.repeat(41),
    });
    expect(longReference).toMatchObject({ status: 400, body: { field: 'reference', code: 'bad_request' } });
    expect((await prove(rosa, { concession_key: 'reducedFare', proof: 'operatorCheck', reference: '' })).status).toBe(
      400,
    );
    expect(sandbox.store.get('SELECT COUNT(*) AS n FROM concession_proofs', [])).toEqual({ n: 0 });
  });

  it('refuses a concession held whose renewal is not open yet', async () => {
    sandbox.store.run("UPDATE rider_concessions SET valid_until = ? WHERE id = 'demo-student'", [addDays(today(), 15)]);
    const held = await prove(sofia, { concession_key: 'student', proof: 'directory', return_url: returnUrl() });
    expect(held).toMatchObject({ status: 409, body: { code: 'already_held' } });
    sandbox.store.run("UPDATE rider_concessions SET valid_until = ? WHERE id = 'demo-student'", [addDays(today(), -3)]);
    // Run out: proven again from today.
    const { state, code } = await atProvider(sofia, 'student', 'directory', 'sofia');
    const renewed = await complete(sofia, { state, code });
    expect(renewed.body.payload.concession?.valid_until).toBe(academicYearEnd(today()));
  });

  it('takes 10 proofs per account in 10 minutes, then answers 429', async () => {
    const start = () => prove(luca, { concession_key: 'student', proof: 'directory', return_url: returnUrl() });
    for (let index = 0; index < 10; index += 1) expect((await start()).status).toBe(200);
    const blocked = await start();
    expect(blocked.status).toBe(429);
    // Another rider is not held back by Luca's proofs.
    expect(
      (await prove(rosa, { concession_key: 'over65', proof: 'digitalIdentity', return_url: returnUrl() })).status,
    ).toBe(200);
    advance(10 * 60 + 1);
    expect((await start()).status).toBe(200);
  });
});

describe("an agency's reference, checked against the operator's list", () => {
  it('approves a known reference for one year, however it is typed, and keeps only its hash', async () => {
    const done = await prove(rosa, {
      concession_key: 'reducedFare',
      proof: 'operatorCheck',
      reference: ' rf 2026–0001 ',
    });
    expect(done.status).toBe(200);
    expect(done.body.payload).toMatchObject({
      outcome: 'approved',
      concession: { key: 'reducedFare', proven_by: 'operatorCheck', cards: [] },
    });
    const oneYearOn = `${Number(today().slice(0, 4)) + 1}${today().slice(4)}`;
    expect(done.body.payload.concession?.valid_until).toBe(addDays(oneYearOn, -1));
    const list = JSON.stringify(sandbox.store.all('SELECT * FROM concession_references', []));
    expect(list).not.toMatch(/RF-?2026/i);
    expect(sandbox.store.all('SELECT used_by FROM concession_references WHERE used_by IS NOT NULL', [])).toEqual([
      { used_by: rosa.id },
    ]);
  });

  it('refuses an unknown reference, and one another account used', async () => {
    const unknown = await prove(rosa, {
      concession_key: 'reducedFare',
      proof: 'operatorCheck',
      reference: 'RF-2026-9999',
    });
    expect(unknown.body.payload).toEqual({ outcome: 'refused', reason: 'reference_unknown' });
    await prove(rosa, { concession_key: 'reducedFare', proof: 'operatorCheck', reference: 'RF-2026-0002' });
    const used = await prove(luca, {
      concession_key: 'reducedFare',
      proof: 'operatorCheck',
      reference: 'RF-2026-0002',
    });
    expect(used.body.payload).toEqual({ outcome: 'refused', reason: 'reference_used' });
    expect((await view(luca)).concessions).toEqual([]);
  });
});
