import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRider, signedIn, type Rider } from './card-world';
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

const preferences = async () => (await asRider(sandbox, giulia, '/alerts/get', { id: giulia.id })).body;

describe("the alerts calls' bodies are schema-checked as the rest of the product API", () => {
  it('answers 400 with the field for a wrong type, an unknown kind or a value that is not a boolean; nothing is saved', async () => {
    const before = await preferences();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/alerts/get', { id: String(giulia.id) }, 'id'],
      ['/alerts/get', { id: [giulia.id] }, 'id'],
      ['/alerts/get', { id: giulia.id + 0.5 }, 'id'],
      ['/alerts/save', { id: { value: giulia.id }, alerts: { max_fare: true } }, 'id'],
      ['/alerts/save', { id: giulia.id, alerts: [true] }, 'alerts'],
      ['/alerts/save', { id: giulia.id, alerts: 'max_fare' }, 'alerts'],
      ['/alerts/save', { id: giulia.id }, 'alerts'],
      ['/alerts/save', { id: giulia.id, alerts: null }, 'alerts'],
      ['/alerts/save', { id: giulia.id, alerts: { max_fare: true, sms: true } }, 'alerts.sms'],
      ['/alerts/save', { id: giulia.id, alerts: { max_fare: 'yes' } }, 'alerts.max_fare'],
      ['/alerts/save', { id: giulia.id, alerts: { max_fare: 1 } }, 'alerts.max_fare'],
      ['/alerts/save', { id: giulia.id, alerts: { max_fare: { on: true } } }, 'alerts.max_fare'],
      ['/alerts/save', { id: giulia.id, alerts: JSON.parse('{"__proto__": true}') }, 'alerts.__proto__'],
      ['/alerts/save', { id: giulia.id, alerts: { constructor: false } }, 'alerts.constructor'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await asRider(sandbox, giulia, path, body);
      expect([path, body, answer.status, answer.body]).toEqual([path, body, 400, { error: 'Invalid field', field }]);
    }
    expect(await preferences()).toEqual(before);
  });

  it('never answers 500, whatever JSON the body holds; a 400 names its field, and only a 200 saves', async () => {
    const json = fc.jsonValue({ maxDepth: 2 });
    const kinds = fc.constantFrom('max_fare', 'ticket_issuance', 'sms', '__proto__', 'toString', '');
    const body = fc.record(
      { id: fc.oneof(fc.constant(giulia.id), json), alerts: fc.oneof(json, fc.dictionary(kinds, json)) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/alerts/get', '/alerts/save'), body, async (path, sent) => {
        const before = await preferences();
        const answer = await asRider(sandbox, giulia, path, sent);
        expect([200, 400, 403]).toContain(answer.status);
        if (answer.status === 400) expect(answer.body).toEqual({ error: 'Invalid field', field: expect.any(String) });
        if (answer.status !== 200 || path === '/alerts/get') expect(await preferences()).toEqual(before);
      }),
      { numRuns: 80 },
    );
  });
});
