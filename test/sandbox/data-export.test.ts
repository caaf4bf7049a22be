import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

// The rider's own data (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive).

let sandbox: Sandbox;
let giulia: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
}, 30_000);
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
}, 30_000);

type Export = {
  account: { email: string; name: string };
  preferences: { language: string };
  consents: { name: string; given: boolean }[];
  sign_ins: { at: string }[];
  cards: { truncated_pan: string; alias_pan: string }[];
  trips: { alias_pan: string }[];
  payments: { short_id: string; BankCard: { alias_pan: string } }[];
  cases: unknown[];
};

const exportOf = async (rider: Rider | undefined, operator = 'metro') => {
  const answer = await sandbox.request(`/oms/data_export/${operator}`, {
    operator: null,
    headers: rider ? { cookie: rider.cookie } : {},
  });
  return answer as { status: number; body: { payload: Export } };
};

describe('the data export', () => {
  it('answers everything the operator holds of the account: its own cards, trips and payments only', async () => {
    const answer = await exportOf(giulia);
    expect(answer.status).toBe(200);
    const data = answer.body.payload;
    expect(data.account).toMatchObject({ email: 'giulia.rossi@example.com', name: 'Giulia' });
    expect(data.preferences.language).toBe('it');
    expect(data.consents.map((consent) => consent.name)).toEqual(['privacy_policy', 'ticket_issuance_mail']);
    expect(data.sign_ins.length).toBeGreaterThan(0);
    expect(data.cards.length).toBeGreaterThan(0);
    for (const card of data.cards) expect(card.truncated_pan).toMatch(/\*{4,}\d{4}$/);
    const aliases = new Set(data.cards.map((card) => card.alias_pan));
    expect(data.trips.length).toBeGreaterThan(0);
    expect(data.trips.every((trip) => aliases.has(trip.alias_pan))).toBe(true);
    expect(data.payments.length).toBeGreaterThan(0);
    expect(data.payments.every((payment) => aliases.has(payment.BankCard.alias_pan))).toBe(true);
    expect(Array.isArray(data.cases)).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/4111111111111111/);
  });

  it('is refused without a session and when the extension is not offered', async () => {
    expect((await exportOf(undefined)).status).toBe(401);
    expect((await exportOf(giulia, 'nowhere')).status).toBe(404);
    const bare = await startSandbox({ extensions: [] });
    try {
      const rider = await signedIn(bare, 'giulia.rossi@example.com');
      const answer = await bare.request('/oms/data_export/metro', {
        operator: null,
        headers: { cookie: rider.cookie },
      });
      expect(answer.status).toBe(404);
    } finally {
      await bare.stop();
    }
  }, 30_000);
});
