import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

// The operator's review of concession requests (GET/POST /sandbox/concessions), its mails, and a concession's proofs
// in the rider's data (docs/contracts.md#concessions-reduced-fares-on-a-bank-card).

let sandbox: Sandbox;
let rosa: Rider;
let sofia: Rider;
let luca: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  rosa = await signedIn(sandbox, 'rosa.esposito@example.com');
  sofia = await signedIn(sandbox, 'sofia.marino@example.com');
  luca = await signedIn(sandbox, 'luca.verdi@example.com');
}, 30_000);

type Concession = { id: string; key: string; proven_by: string; valid_until: string | null; cards: string[] };
type Answer = {
  status: number;
  body: { payload: { outcome: string; url?: string; concession?: Concession; reason?: string; request_id?: string } };
};

const returnUrl = () => `${sandbox.url}/dashboard/discounts/proof`;

const prove = async (rider: Rider, json: unknown) =>
  (await sandbox.request('/oms/concessions/metro/proofs', {
    method: 'POST',
    operator: null,
    json,
    headers: { cookie: rider.cookie },
  })) as Answer;

const view = async (rider: Rider) =>
  (
    (await sandbox.request('/oms/concessions/metro', { operator: null, headers: { cookie: rider.cookie } })).body as {
      payload: {
        concessions: Concession[];
        requests: { id: string; concession_key: string; status: string; reason?: string; created: string }[];
      };
    }
  ).payload;

/** Posts one of the review page's forms, as the browser does. */
async function reviewForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${sandbox.url}/sandbox/concessions`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  return { status: response.status, html: await response.text() };
}

describe("the operator's review of a request without a reference", () => {
  it('lists the request, refuses it with a reason mailed to the rider, and approves the next one', async () => {
    const asked = await prove(luca, { concession_key: 'reducedFare', proof: 'operatorCheck' });
    expect(asked.body.payload).toEqual({ outcome: 'in_review', request_id: expect.any(String) });
    const id = asked.body.payload.request_id ?? '';
    expect((await view(luca)).requests).toEqual([
      { id, concession_key: 'reducedFare', status: 'in_review', created: expect.any(String) },
    ]);
    const page = String((await sandbox.request('/sandbox/concessions', { operator: null })).body);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(id);
    expect(page).toContain('luca.verdi@example.com');
    expect(page).toContain(`<label for="reason-${id}">Reason for refusing</label>`);
    const crossSite = await reviewForm({ id, action: 'approve' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const noReason = await reviewForm({ id, action: 'refuse', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.html).toContain('Nothing was changed');
    const refused = await reviewForm({ id, action: 'refuse', reason: 'No income statement' });
    expect(refused.status).toBe(200);
    expect(refused.html).toContain(`${id} refused (No income statement)`);
    expect((await view(luca)).requests).toEqual([
      {
        id,
        concession_key: 'reducedFare',
        status: 'refused',
        reason: 'No income statement',
        created: expect.any(String),
      },
    ]);
    const [mail] = await sandbox.mailsTo('luca.verdi@example.com');
    expect(mail?.subject).toBe('Metro: your Reduced fare concession was not approved');
    expect(mail?.text).toContain('Reason: No income statement');
    expect((await reviewForm({ id, action: 'approve' })).status).toBe(409);

    const again = await prove(luca, { concession_key: 'reducedFare', proof: 'operatorCheck' });
    const next = again.body.payload.request_id ?? '';
    expect(next).not.toBe(id);
    const approved = await reviewForm({ id: next, action: 'approve' });
    expect(approved.html).toContain(`${next} approved`);
    expect(approved.html).toContain('No request waits for a decision.');
    const after = await view(luca);
    expect(after.requests).toEqual([]);
    expect(after.concessions).toEqual([expect.objectContaining({ key: 'reducedFare', proven_by: 'operatorCheck' })]);
    expect((await sandbox.mailsTo('luca.verdi@example.com'))[0]?.subject).toBe(
      'Metro: your Reduced fare concession is approved',
    );
  });

  it("mails the decision in the rider's language", async () => {
    const asked = await prove(rosa, { concession_key: 'reducedFare', proof: 'operatorCheck' });
    await reviewForm({ id: asked.body.payload.request_id ?? '', action: 'approve' });
    const [mail] = await sandbox.mailsTo('rosa.esposito@example.com');
    expect(mail?.subject).toContain('Tariffa ridotta');
    expect(mail?.text).toContain('Ciao Rosa');
  });
});

describe("the rider's data", () => {
  it('exports the concessions as outcomes only', async () => {
    const answer = await sandbox.request('/oms/data_export/metro', {
      operator: null,
      headers: { cookie: sofia.cookie },
    });
    const payload = (answer.body as { payload: { concessions: Concession[] } }).payload;
    expect(payload.concessions).toEqual([expect.objectContaining({ id: 'demo-student', key: 'student' })]);
    expect(Object.keys(payload.concessions[0]!).sort()).toEqual(['cards', 'id', 'key', 'proven_by', 'valid_until']);
  });

  it('deletes pending proofs and requests with the account, and frees the reference it used', async () => {
    await prove(rosa, { concession_key: 'reducedFare', proof: 'operatorCheck', reference: 'RF-2026-0003' });
    await prove(rosa, { concession_key: 'over65', proof: 'digitalIdentity', return_url: returnUrl() });
    await prove(luca, { concession_key: 'reducedFare', proof: 'operatorCheck' });
    sandbox.store.run('DELETE FROM accounts WHERE id = ?', [rosa.id]);
    sandbox.store.run('DELETE FROM accounts WHERE id = ?', [luca.id]);
    expect(sandbox.store.get('SELECT COUNT(*) AS n FROM concession_proofs', [])).toEqual({ n: 0 });
    expect(sandbox.store.get('SELECT COUNT(*) AS n FROM concession_requests', [])).toEqual({ n: 0 });
    expect(sandbox.store.get('SELECT COUNT(*) AS n FROM concession_references WHERE used_by IS NOT NULL', [])).toEqual({
      n: 0,
    });
    const sofiaUses = await prove(sofia, {
      concession_key: 'reducedFare',
      proof: 'operatorCheck',
      reference: 'RF-2026-0003',
    });
    expect(sofiaUses.body.payload.outcome).toBe('approved');
  });
});

describe('proving twice', () => {
  /** Starts a proof at the directory and shares Sofia's status there: answers the state and the code. */
  async function shared(rider: Rider) {
    const start = await prove(rider, { concession_key: 'student', proof: 'directory', return_url: returnUrl() });
    const page = new URL(start.body.payload.url ?? '');
    const state = page.searchParams.get('state') ?? '';
    const posted = await fetch(sandbox.url + page.pathname, {
      method: 'POST',
      body: new URLSearchParams({ state, person: 'sofia', action: 'share' }),
      redirect: 'manual',
    });
    return { state, code: new URL(posted.headers.get('location') ?? '').searchParams.get('code') };
  }

  it('renews once from one renewal window, however many proofs were started in it', async () => {
    const first = await shared(sofia);
    const second = await shared(sofia);
    const complete = (json: unknown) =>
      sandbox.request('/oms/concessions/metro/proofs/complete', {
        method: 'POST',
        operator: null,
        json,
        headers: { cookie: sofia.cookie },
      }) as Promise<Answer>;
    const renewed = await complete(first);
    expect(renewed.body.payload.outcome).toBe('approved');
    expect((await complete(second)).body.payload).toEqual({ outcome: 'refused', reason: 'already_held' });
    expect((await view(sofia)).concessions[0]?.valid_until).toBe(renewed.body.payload.concession?.valid_until);
  });

  it('settles a request waiting when the rider proves the concession meanwhile', async () => {
    const asked = await prove(luca, { concession_key: 'reducedFare', proof: 'operatorCheck' });
    await prove(luca, { concession_key: 'reducedFare', proof: 'operatorCheck', reference: 'RF-2026-0004' });
    expect((await view(luca)).requests).toEqual([]);
    const page = String((await sandbox.request('/sandbox/concessions', { operator: null })).body);
    expect(page).toContain('No request waits for a decision.');
    const response = await fetch(`${sandbox.url}/sandbox/concessions`, {
      method: 'POST',
      body: new URLSearchParams({ id: asked.body.payload.request_id ?? '', action: 'approve' }),
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('decided already');
  });
});
