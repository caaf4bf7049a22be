import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { omsGet, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

/**
 * The operations API's answers for the demo world, on a fixed day, as recorded before the sandbox was laid out by
 * domain (`fixtures/demo-answers.json`): each answer's status, its digest, its length and its first items. A change to
 * an answer's shape or content (a field renamed, a value built another way in SQL than in JS) fails here. To record
 * anew after a deliberate change: TAPWAY_RECORD_ANSWERS=1 npx vitest run test/sandbox/answer-shapes.test.ts
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'demo-answers.json');
const RECORD = process.env.TAPWAY_RECORD_ANSWERS === '1';
/** The day the demo world is seeded on: trips are made relative to it. */
const NOW = new Date('2026-03-18T10:15:00.000Z');
const YEAR = '2025-01-01/2026-12-31';

interface Recorded {
  status: number;
  digest: string;
  items: number | null;
  head: unknown;
}

/** The answer's payload, whatever its wrapping. */
const payloadOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'payload' in body ? (body as { payload: unknown }).payload : body;

/** The first items of a list, and of each list in an object (the data export's). */
const headOf = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.slice(0, 2)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? headOf(item) : item]))
      : value;

/** The ids a change draws at random (payments, refunds, settlements, cases) and the gate tapped at, as placeholders. */
const RANDOM_IDS = /"(?:TW)?(P[0-9A-HJ-NP-Z]{8}|R-[0-9a-f]{10}|S-[0-9A-F]{10}|C-[0-9A-Z]{8})"|("gate":)"\d+"/g;
const scrubbed = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body).replace(RANDOM_IDS, (_, id: string, gate: string) => (gate ? `${gate}"*"` : '"*"')));

function summary(answer: { status: number; body: unknown }, scrub = false): Recorded {
  const body = scrub ? scrubbed(answer.body) : answer.body;
  const payload = payloadOf(body);
  const list = Array.isArray(payload) ? payload : null;
  return {
    status: answer.status,
    digest: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
    items: list ? list.length : null,
    head: headOf(payload),
  };
}

let sandbox: Sandbox;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.stop();
  vi.useRealTimers();
});

/** Every read of the operations API a rider makes, with the ids it answers followed (receipts). */
async function answersOf(email: string, operator: string) {
  const rider: Rider = await signedIn(sandbox, email, operator);
  const get = (path: string) => omsGet(sandbox, path, rider);
  const post = (path: string, json: unknown) =>
    sandbox.request(`/oms${path}`, { method: 'POST', operator: null, json, headers: { cookie: rider.cookie } });
  const answers: Record<string, Recorded> = {};
  const record = async (name: string, answer: Promise<{ status: number; body: unknown }>) => {
    const settled = await answer;
    answers[name] = summary(settled);
    return settled;
  };
  const cards = (await sandbox.request('/oms/card_status/' + operator, {
    operator: null,
    headers: { cookie: rider.cookie },
  })) as { status: number; body: unknown };
  answers.card_status = summary(cards);
  const exported = await record('data_export', get(`/data_export/${operator}`));
  const aliases = ((payloadOf(exported.body) as { cards?: { alias_pan: string }[] }).cards ?? []).map(
    (card) => card.alias_pan,
  );
  const path = aliases.map((alias) => `${alias}/`).join('');
  for (const alias of aliases)
    await record(`bank_cards ${alias}`, get(`/bank_cards/get/${operator}///null/${alias}/null`));
  await record('fare_rules', get(`/fare_rules/${operator}`));
  await record('claim_rules', get(`/claim_rules/${operator}`));
  await record('cases', get(`/cases/${operator}`));
  await record('failed_summaries', get(`/payments/get_failed_summaries/${operator}/0/0/${path}`));
  for (const sort of ['3:desc', '3:asc'])
    await record(`tickets ${sort}`, get(`/tickets/get/${operator}/0/0/${sort}/${YEAR}/${path}`));
  await record('tickets page', get(`/tickets/get/${operator}/10/5/3:desc/${YEAR}/${path}`));
  for (const flags of ['true/true', 'true/false', 'false/true'])
    await record(`payments ${flags}`, get(`/payments/get/${operator}/0/0/4:desc/${flags}/${YEAR}/${path}`));
  const listed = await get(`/payments/get/${operator}/0/0/4:desc/true/true/${YEAR}/${path}`);
  const payments = listed.status === 200 ? (payloadOf(listed.body) as { short_id: string }[]) : [];
  for (const payment of payments.slice(0, 8))
    await record(
      `get_info ${payment.short_id}`,
      sandbox.request('/oms/payments/get_info', {
        method: 'POST',
        operator: null,
        json: { short_id: payment.short_id },
        headers: { cookie: rider.cookie, 'api-key': operator },
      }),
    );
  await record('statement', post(`/statements/${operator}`, { from: '2026-02-01', to: '2026-02-28' }));
  return answers;
}

/** What the changes answer: taps at the gates (a trip, one left open), then the day's trips and payments. */
async function tapsAnswered() {
  const rider = await signedIn(sandbox, 'giulia.rossi@example.com');
  const answers: Record<string, Recorded> = {};
  const tap = (json: Record<string, unknown>) =>
    sandbox.request('/sandbox/api/taps', { method: 'POST', operator: null, json: { operator: 'metro', ...json } });
  const card = '4111111111111111';
  answers.trip = summary(
    await tap({ pan: card, from: 'Termini', to: 'Colosseo', at: '2026-03-18T08:00:00.000Z' }),
    true,
  );
  answers.open = summary(await tap({ pan: card, from: 'Flaminio', at: '2026-03-18T09:00:00.000Z' }), true);
  const alias = (
    (await omsGet(sandbox, '/data_export/metro', rider)).body as { payload: { cards: { alias_pan: string }[] } }
  ).payload.cards
    .map((each) => `${each.alias_pan}/`)
    .join('');
  const day = '2026-03-17/2026-03-18';
  answers.trips = summary(await omsGet(sandbox, `/tickets/get/metro/0/0/3:desc/${day}/${alias}`, rider), true);
  answers.payments = summary(
    await omsGet(sandbox, `/payments/get/metro/0/0/4:desc/true/true/${day}/${alias}`, rider),
    true,
  );
  return answers;
}

const RIDERS = [
  ['giulia.rossi@example.com', 'metro'],
  ['luca.verdi@example.com', 'metro'],
  ['paolo.neri@example.com', 'metro'],
  ['anna.weber@example.com', 'enterprise'],
] as const;

describe('the operations API answers the demo world as recorded', { timeout: 300_000 }, () => {
  it('answers every read of every demo rider with the recorded shape and content', async () => {
    const answers: Record<string, Record<string, Recorded>> = {};
    for (const [email, operator] of RIDERS) answers[email] = await answersOf(email, operator);
    answers.taps = await tapsAnswered();
    if (RECORD || !existsSync(FIXTURE)) {
      expect(RECORD, `no recording at ${FIXTURE}: run with TAPWAY_RECORD_ANSWERS=1`).toBe(true);
      writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
    }
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as typeof answers;
    // The heads first: a difference there reads as the fields that changed.
    for (const email of Object.keys(recorded))
      for (const [name, answer] of Object.entries(recorded[email] ?? {}))
        expect({ email, name, ...answers[email]?.[name] }).toEqual({ email, name, ...answer });
    expect(answers).toEqual(recorded);
  });
});
