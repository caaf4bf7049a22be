import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayIn, isCalendarDay, isInstant } from '../../sandbox/http/schema.mjs';
import { OMS_ROUTES } from '../../sandbox/oms/routes.mjs';
import { OMS_SCHEMAS } from '../../sandbox/oms/schemas.mjs';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let giulia: Rider;
beforeAll(async () => {
  sandbox = await startSandbox();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
});
afterAll(() => sandbox.stop());

const VISA = panAlias('4111111111111111');

/** A call of the operations API as Giulia. */
const call = (method: string, path: string, json?: unknown) =>
  sandbox.request(path, {
    method,
    operator: null,
    headers: { cookie: giulia.cookie, 'api-key': 'metro' },
    ...(json === undefined ? {} : { json }),
  });

/** A route's path with its segments filled: given values, else a valid one. */
function pathOf(route: string, values: Record<string, string> = {}) {
  const valid: Record<string, string> = {
    operatorKey: 'metro',
    limit: '0',
    offset: '0',
    sort: route.includes('/tickets/') ? '3:desc' : '4:desc',
    from: '2026-01-01',
    to: '2026-01-31',
    succeeded: 'true',
    failed: 'true',
    success: 'true',
  };
  return route
    .split(' ')[1]!
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? encodeURIComponent(values[segment.slice(1)] ?? valid[segment.slice(1)] ?? 'x')
        : segment.startsWith('*')
          ? `${VISA}/`
          : segment,
    )
    .join('/');
}

const refusal = (answer: { status: number; body: unknown }) => [answer.status, answer.body];

describe('the operations API checks its calls through schemas', { timeout: 120_000 }, () => {
  it('has a schema for every route under /oms, and names no route it does not have', () => {
    expect(Object.keys(OMS_SCHEMAS).sort()).toEqual(Object.keys(OMS_ROUTES).sort());
  });

  it('answers a segment out of shape with the standard 400, naming the field, before anything runs', async () => {
    const tickets = 'GET /oms/tickets/get/:operatorKey/:limit/:offset/:sort/:from/:to/*aliases';
    const payments = 'GET /oms/payments/get/:operatorKey/:limit/:offset/:sort/:succeeded/:failed/:from/:to/*aliases';
    const cases: [string, Record<string, string>, string][] = [
      [tickets, { from: '2026-02-30' }, 'from'],
      [tickets, { to: '9999-99-99' }, 'to'],
      [tickets, { from: '1899-12-31' }, 'from'],
      [tickets, { sort: '4:desc' }, 'sort'],
      [tickets, { limit: '-1' }, 'limit'],
      [payments, { failed: 'yes' }, 'failed'],
      [payments, { offset: '1e3' }, 'offset'],
    ];
    for (const [route, values, field] of cases)
      expect(refusal(await call('GET', pathOf(route, values)))).toEqual([
        400,
        { error: 'Invalid field', field, code: 'bad_request' },
      ]);
    // Without a session the shape is refused first, as the product API does.
    const anonymous = await sandbox.request(pathOf(tickets, { from: '2026-02-30' }), { operator: null });
    expect(anonymous.status).toBe(400);
    expect((await call('GET', pathOf(tickets))).status).toBe(200);
  });

  it('answers a body out of shape with the standard 400, naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['/oms/payments/get_info', { short_id: 7 }, 'short_id'],
      ['/oms/cases/metro/corrections', { ticket_id: 'four', exit_station: 'Termini' }, 'ticket_id'],
      ['/oms/cases/metro/corrections', { ticket_id: 1, exit_station: ['Termini'] }, 'exit_station'],
      ['/oms/cases/metro/reports', { kind: 'other', text: { a: 1 } }, 'text'],
      ['/oms/statements/metro', { from: 20260101, to: '2026-01-31' }, 'from'],
    ];
    for (const [path, json, field] of cases)
      expect(refusal(await call('POST', path, json))).toEqual([
        400,
        { error: 'Invalid field', field, code: 'bad_request' },
      ]);
    // A day that does not exist is the statement's own refusal, which the portal explains.
    const period = await call('POST', '/oms/statements/metro', { from: '2026-02-30', to: '2026-03-02' });
    expect(refusal(period)).toEqual([400, expect.objectContaining({ code: 'bad_period' })]);
  });

  it('never answers a 500, whatever the segments and the body', async () => {
    const routes = Object.keys(OMS_SCHEMAS).filter((route) => !route.includes('/payments/save/'));
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('0', '2026-02-29', '2024-02-29', '3:asc', 'true', '__proto__', '9998-12-31', '00'),
    );
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('__proto__', 1.5, -1, 2 ** 60));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.dictionary(
          fc.constantFrom('operatorKey', 'limit', 'offset', 'sort', 'from', 'to', 'succeeded', 'failed'),
          segment,
        ),
        fc.dictionary(
          fc.constantFrom('short_id', 'ticket_id', 'exit_station', 'kind', 'payment_short_id', 'text', 'from', 'to'),
          value,
        ),
        async (route, segments, body) => {
          const method = route.split(' ')[0]!;
          const answer = await call(method, pathOf(route, segments), method === 'POST' ? body : undefined);
          expect(answer.status, `${route} ${JSON.stringify({ segments, body })}`).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('the calendar day, checked once', () => {
  it('is a YYYY-MM-DD that exists, leap years included, within a range', () => {
    expect(
      ['2024-02-29', '2000-02-29', '1900-02-28', '0004-02-29', '9999-12-31'].map((day) => isCalendarDay(day)),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['2026-02-29', '1900-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-1', '9999-99-99', 20260101].map(
        (day) => isCalendarDay(day),
      ),
    ).toEqual([false, false, false, false, false, false, false, false]);
    const network = calendarDayIn({ first: '2000-01-01', last: '2099-12-31' });
    expect(['1999-12-31', '2000-01-01', '2099-12-31', '2100-01-01'].map(network)).toEqual([false, true, true, false]);
    expect(isInstant('2026-02-30T08:00:00Z')).toBe(false);
    expect(isInstant('2026-02-28T08:00:00+01:00')).toBe(true);
  });

  it('agrees with the platform calendar on every day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const date = new Date(`${text}T00:00:00Z`);
          const platform = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
          expect(isCalendarDay(text)).toBe(platform);
        },
      ),
    );
  });

  it('is written nowhere else in the sandbox', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (name === '.data' || name === 'node_modules') return [];
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.mjs') ? [path] : [];
      });
    const copies = files('sandbox').filter(
      (file) =>
        file !== join('sandbox', 'http', 'schema.mjs') && readFileSync(file, 'utf8').includes('\\d{4}-\\d{2}-\\d{2}'),
    );
    expect(copies).toEqual([]);
  });
});
