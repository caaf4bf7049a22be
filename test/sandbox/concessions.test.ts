import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { concessionAmount } from '../../contract/operator-rules.mjs';
import { cappedAmount } from '../../sandbox/oms/taps-and-fares/fare-caps.mjs';
import { NETWORKS } from '../../sandbox/oms/network/network.mjs';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { addDays, zonedDay } from '../../sandbox/oms/network/zoned-time.mjs';
import { asRider, omsGet, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let rosa: Rider;
let sofia: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  rosa = await signedIn(sandbox, 'rosa.esposito@example.com');
  sofia = await signedIn(sandbox, 'sofia.marino@example.com');
}, 30_000);

const SOFIA_PHONE = '2223003122003222';
const ROSA_VISA = '4000056655665556';
type Concession = { id: string; key: string; proven_by: string; valid_until: string | null; cards: string[] };
type Trip = {
  amount: number;
  base_amount: number;
  cap_discount: number;
  concession?: string;
  concession_discount?: number;
};

const concessions = async (rider?: Rider, operator = 'metro') =>
  (await omsGet(sandbox, `/concessions/${operator}`, rider)) as {
    status: number;
    body: {
      payload: {
        max_cards: number;
        renewal_days: number;
        offers: { key: string; texts: Record<string, { name: string; description: string }> }[];
        concessions: Concession[];
      };
    };
  };

const link = async (rider: Rider, json: unknown) =>
  (await sandbox.request('/oms/concessions/metro/cards', {
    method: 'POST',
    operator: null,
    json,
    headers: { cookie: rider.cookie },
  })) as { status: number; body: { code?: string; payload?: { concessions: Concession[] } } };

/** A tap in and out now + `minutes`, on the metro. */
async function tap(pan: string, minutes = 0): Promise<Trip> {
  const at = new Date(Date.now() + minutes * 60_000).toISOString();
  const answer = await sandbox.request('/sandbox/api/taps', {
    method: 'POST',
    operator: null,
    json: { operator: 'metro', pan, from: 'Termini', to: 'Colosseo', at },
  });
  expect(answer.status).toBe(201);
  return (answer.body as { ticket: Trip }).ticket;
}

describe("the operator's offer (concessions)", () => {
  it('lists the metro’s concessions with their words in four languages, and the rider’s own', async () => {
    const answer = await concessions(sofia);
    expect(answer.status).toBe(200);
    const { payload } = answer.body;
    expect(payload.max_cards).toBe(2);
    expect(payload.renewal_days).toBe(14);
    expect(payload.offers.map((offer) => offer.key)).toEqual(['over65', 'student', 'reducedFare']);
    expect(payload.offers[0]).toMatchObject({
      percent_off: 50,
      validity: 'life',
      proofs: ['digitalIdentity'],
      minimum_age: 65,
    });
    for (const language of ['en', 'it', 'fr', 'de'])
      expect(payload.offers.every((offer) => Boolean(offer.texts[language]?.name))).toBe(true);
    const today = zonedDay(new Date(), 'Europe/Rome');
    expect(payload.concessions).toEqual([
      {
        id: 'demo-student',
        key: 'student',
        proven_by: 'directory',
        valid_until: addDays(today, 10),
        cards: [panAlias(SOFIA_PHONE)],
      },
    ]);
    expect((await concessions(rosa)).body.payload.concessions).toEqual([]);
  });

  it("says which age concessions the account's own date of birth reaches that the rider does not hold", async () => {
    const answer = (rider: Rider) =>
      concessions(rider).then(({ body }) => (body.payload as unknown as { may_qualify: string[] }).may_qualify);
    expect(await answer(rosa)).toEqual(['over65']);
    expect(await answer(sofia)).toEqual([]);
    sandbox.store.run(
      `INSERT INTO rider_concessions (id, account_id, operator_key, concession_key, proven_by, valid_until, granted_at)
      VALUES ('rosa-over65', ?, 'metro', 'over65', 'digitalIdentity', NULL, ?)`,
      [rosa.id, new Date().toISOString()],
    );
    expect(await answer(rosa)).toEqual([]);
  });

  it('answers 401 without a session and 404 for an operator offering none', async () => {
    expect((await concessions()).status).toBe(401);
    const anna = await signedIn(sandbox, 'anna.weber@example.com', 'enterprise');
    expect((await concessions(anna, 'enterprise')).status).toBe(404);
  });

  it('keeps only the outcome: no document, id or date of birth in the answer', async () => {
    const text = JSON.stringify((await concessions(sofia)).body);
    expect(text).not.toContain('2004-10-01');
    expect(Object.keys((await concessions(sofia)).body.payload.concessions[0]!).sort()).toEqual([
      'cards',
      'id',
      'key',
      'proven_by',
      'valid_until',
    ]);
  });
});

describe('the gates apply a concession per card, from the next tap', () => {
  it("charges Sofia's phone 30 % less, with the full fare beside it, and her caps reduced as much", async () => {
    const first = await tap(SOFIA_PHONE, 1);
    expect(first).toMatchObject({
      amount: 105,
      base_amount: 150,
      cap_discount: 0,
      concession: 'student',
      concession_discount: 45,
    });
    // Her day's cap is 4,90 € (7,00 € less 30 %): four trips at 1,05 €, then 0,70 €, then nothing.
    const rest = [];
    for (let index = 2; index <= 6; index += 1) rest.push(await tap(SOFIA_PHONE, index));
    expect(rest.map((trip) => trip.amount)).toEqual([105, 105, 105, 70, 0]);
  });

  it('leaves a card without a concession at the full fare, and takes it off a card removed from the account', async () => {
    expect(await tap(ROSA_VISA, 1)).toMatchObject({ amount: 150, base_amount: 150, cap_discount: 0 });
    expect((await tap(ROSA_VISA, 2)).concession).toBeUndefined();
    const cards = (await asRider(sandbox, sofia, '/bank_cards/get', { accounts_id: sofia.id })).body as {
      id: number;
    }[];
    expect((await asRider(sandbox, sofia, '/bank_cards/remove', { bank_cards_id: cards[0]!.id })).status).toBe(200);
    expect((await concessions(sofia)).body.payload.concessions[0]!.cards).toEqual([]);
  });
});

describe('linking cards', () => {
  it("takes a card off and puts it back, and refuses another rider's card and an unknown concession", async () => {
    const off = await link(sofia, { concession_id: 'demo-student', alias_pan: panAlias(SOFIA_PHONE), linked: false });
    expect(off.status).toBe(200);
    expect(off.body.payload?.concessions[0]!.cards).toEqual([]);
    expect((await tap(SOFIA_PHONE, 1)).amount).toBe(150);
    const on = await link(sofia, { concession_id: 'demo-student', alias_pan: panAlias(SOFIA_PHONE), linked: true });
    expect(on.body.payload?.concessions[0]!.cards).toEqual([panAlias(SOFIA_PHONE)]);
    expect((await tap(SOFIA_PHONE, 2)).amount).toBe(105);
    const theirs = await link(sofia, { concession_id: 'demo-student', alias_pan: panAlias(ROSA_VISA), linked: true });
    expect(theirs).toMatchObject({ status: 403, body: { code: 'not_your_card' } });
    const unknown = await link(rosa, { concession_id: 'demo-student', alias_pan: panAlias(ROSA_VISA), linked: true });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'unknown_concession' } });
    expect((await link(sofia, { concession_id: 'demo-student', alias_pan: 7, linked: true })).status).toBe(400);
  });

  it('refuses a third card: one rider links at most two', async () => {
    for (const pan of ['third-card', 'fourth-card']) {
      sandbox.store.run(
        `INSERT INTO cards (pan_token, operator_key, token, par, truncated_pan, label, form_factor)
        VALUES (?, 'metro', ?, ?, '400000******0000', 'VISA', 'CARD')`,
        [pan, `tok-${pan}`, `par-${pan}`],
      );
      sandbox.store.run(
        "INSERT INTO account_cards (account_id, pan_token, created, updated) VALUES (?, ?, '2026-01-01', '2026-01-01')",
        [sofia.id, pan],
      );
    }
    const second = await link(sofia, { concession_id: 'demo-student', alias_pan: 'third-card', linked: true });
    expect(second.body.payload?.concessions[0]!.cards.sort()).toEqual([panAlias(SOFIA_PHONE), 'third-card'].sort());
    const third = await link(sofia, { concession_id: 'demo-student', alias_pan: 'fourth-card', linked: true });
    expect(third).toMatchObject({ status: 409, body: { code: 'too_many_cards' } });
    // Linking a card that carries it already is no new card.
    expect((await link(sofia, { concession_id: 'demo-student', alias_pan: 'third-card', linked: true })).status).toBe(
      200,
    );
  });

  it('stops at the gates and refuses new cards once the concession ran out, or the operator withdrew it', async () => {
    const yesterday = addDays(zonedDay(new Date(), 'Europe/Rome'), -1);
    sandbox.store.run("UPDATE rider_concessions SET valid_until = ? WHERE id = 'demo-student'", [yesterday]);
    expect(await tap(SOFIA_PHONE, 1)).toMatchObject({ amount: 150, cap_discount: 0 });
    const expired = await link(sofia, {
      concession_id: 'demo-student',
      alias_pan: panAlias(SOFIA_PHONE),
      linked: true,
    });
    expect(expired).toMatchObject({ status: 200 });
    await link(sofia, { concession_id: 'demo-student', alias_pan: panAlias(SOFIA_PHONE), linked: false });
    const relink = await link(sofia, { concession_id: 'demo-student', alias_pan: panAlias(SOFIA_PHONE), linked: true });
    expect(relink).toMatchObject({ status: 409, body: { code: 'concession_expired' } });
    sandbox.store.run(
      "UPDATE rider_concessions SET valid_until = NULL, concession_key = 'withdrawn' WHERE id = 'demo-student'",
      [],
    );
    const withdrawn = await link(sofia, {
      concession_id: 'demo-student',
      alias_pan: panAlias(SOFIA_PHONE),
      linked: true,
    });
    expect(withdrawn).toMatchObject({ status: 409, body: { code: 'concession_withdrawn' } });
  });

  it('goes with the account: deleting it removes the concession and its links', async () => {
    sandbox.store.run('DELETE FROM accounts WHERE id = ?', [sofia.id]);
    expect(sandbox.store.get('SELECT COUNT(*) AS n FROM rider_concessions', [])).toEqual({ n: 0 });
    expect(sandbox.store.get('SELECT COUNT(*) AS n FROM concession_cards', [])).toEqual({ n: 0 });
  });
});

describe('the concession rule', () => {
  it('never charges more than the full fare nor less than nothing, and rounds in the rider’s favour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const reduced = concessionAmount(amount, percent);
        expect(reduced).toBeGreaterThanOrEqual(0);
        expect(reduced).toBeLessThanOrEqual(amount);
        expect(reduced).toBeLessThanOrEqual((amount * (100 - percent)) / 100);
        expect(Number.isInteger(reduced)).toBe(true);
      }),
    );
  });

  it('charges a day’s trips no more than the reduced daily cap, whatever the fare and the discount', () => {
    const network = NETWORKS.metro!;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 20 }), (percent, trips) => {
        let spent = 0;
        for (let index = 0; index < trips; index += 1) {
          const fare = cappedAmount(network, spent, spent, percent);
          expect(fare).toBeLessThanOrEqual(concessionAmount(network.fareAmount, percent));
          spent += fare;
        }
        expect(spent).toBeLessThanOrEqual(concessionAmount(network.dailyCap, percent));
        expect(spent).toBeLessThanOrEqual(trips * concessionAmount(network.fareAmount, percent));
      }),
    );
  });
});
