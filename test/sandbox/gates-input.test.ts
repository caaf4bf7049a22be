import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './support';

const VISA = '4111111111111111';
const TAP = { operator: 'metro', pan: VISA, from: 'Termini', to: 'Colosseo' };

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const tickets = () => Number(sandbox.store.get('SELECT COUNT(*) AS n FROM tickets')?.n);
const tap = (json: Record<string, unknown>) =>
  sandbox.request('/sandbox/api/taps', { method: 'POST', operator: null, json: { ...TAP, ...json } });
const postGates = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.url}/sandbox/gates`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });

describe('the gates take only same-origin posts (a page on another site must not charge a card)', () => {
  it('refuses a text/plain post to /sandbox/api/taps (no preflight) and cross-site JSON; nothing is recorded', async () => {
    const before = tickets();
    const plain = await fetch(`${sandbox.url}/sandbox/api/taps`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(TAP),
    });
    expect(plain.status).toBe(415);
    const crossSite: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const answer = await sandbox.request('/sandbox/api/taps', { method: 'POST', operator: null, json: TAP, headers });
      expect(answer.status).toBe(403);
    }
    expect(tickets()).toBe(before);
    expect((await tap({})).status).toBe(201);
    expect(tickets()).toBe(before + 1);
  });

  it("refuses the gates page's form posted from another site, and takes it from the page itself", async () => {
    const before = tickets();
    const fields = { ...TAP, action: 'tap' };
    expect((await postGates(fields, { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect((await postGates(fields, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect(tickets()).toBe(before);
    const own = await postGates(fields, { origin: sandbox.url, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(201);
    expect(tickets()).toBe(before + 1);
    // A page of its own with a no-referrer policy (as the hosted payment page) posts with an opaque Origin; the
    // browser still says same-origin, which no page can forge. Without that word, an opaque Origin is refused.
    expect((await postGates(fields, { origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await postGates(fields, { origin: 'null' })).status).toBe(403);
    expect(tickets()).toBe(before + 2);
  });
});

describe('a tap request is schema-checked as the product API checks its bodies', () => {
  it.each([
    [{ operator: '__proto__' }, 'operator'],
    [{ operator: 'constructor' }, 'operator'],
    [{ operator: 7 }, 'operator'],
    [{ pan: 4111111111111111 }, 'pan'],
    [{ from: ['Termini'] }, 'from'],
    [{ at: '0001-01-01T00:00:00Z' }, 'at'],
    [{ at: '9999-99-99' }, 'at'],
    [{ at: '2026-02-30T08:00:00Z' }, 'at'],
    [{ at: '2026-11-18T24:00:00Z' }, 'at'],
    [{ at: '2026-11-18 08:00' }, 'at'],
    [{ at: 1_600_000_000 }, 'at'],
    [{ action: 'commute', day: '9999-99-99' }, 'day'],
    [{ action: 'commute', day: '2026-02-30' }, 'day'],
    [{ action: 'commute', day: '0001-01-01' }, 'day'],
    [{ action: 'launch' }, 'action'],
    [{ commute: 'yes' }, 'commute'],
  ])('answers %j with 400 {error:"Invalid field", field:"%s"}, recording nothing', async (json, field) => {
    const before = tickets();
    const answer = await tap(json);
    expect(answer).toMatchObject({ status: 400, body: { error: 'Invalid field', field } });
    expect(tickets()).toBe(before);
  });

  it('still takes real dates, with or without an offset, and a leap day', async () => {
    expect((await tap({ at: '2024-02-29T08:30:00Z' })).status).toBe(201);
    expect((await tap({ at: '2026-11-18T08:30:00.000+01:00' })).status).toBe(201);
    expect((await tap({ action: 'commute', day: '2024-06-12' })).status).toBe(201);
  });

  it('tells the gates page which field is wrong', async () => {
    const answer = await postGates({ ...TAP, action: 'commute', day: '2026-02-30' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Invalid field: day');
  });
});
