import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { omsGet, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

interface Week {
  from: string;
  to: string;
  tickets: { id: number; alias_pan: string }[];
}
interface Summary {
  cards: { alias_pan: string }[];
  failed_summaries: unknown[];
  week?: Week;
}

const summaryOf = async (sandbox: Sandbox, rider: Rider) => {
  const answer = await omsGet(sandbox, '/rider_summary/metro', rider);
  expect(answer.status).toBe(200);
  return (answer.body as { payload: Summary }).payload;
};

/** What `tickets/get` answers for the week's range and the rider's cards, as the portal asks it (the whole range). */
const ticketsOf = async (sandbox: Sandbox, rider: Rider, { from, to }: Week, aliases: string[]) => {
  const segments = aliases.map((alias) => `${encodeURIComponent(alias)}/`).join('');
  const answer = await omsGet(sandbox, `/tickets/get/metro/0/0/3:desc/${from}/${to}/${segments}`, rider);
  expect(answer.status).toBe(200);
  return (answer.body as { payload: unknown[] }).payload;
};

/** Today in Rome (the metro's zone), as YYYY-MM-DD. */
const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

describe("the rider's summary carries this week's trips (riderSummary with fareCaps)", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  }, 60_000);
  afterAll(() => sandbox.stop());
  beforeEach(() => sandbox.reset(), 30_000);

  it("answers Giulia's trips of today − 6 to today, exactly as tickets/get answers them for her cards", async () => {
    const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
    const before = romeToday();
    const summary = await summaryOf(sandbox, giulia);
    const week = summary.week!;
    // The operator's today (a run across midnight in Rome sees either day).
    expect([before, romeToday()]).toContain(week.to);
    expect(Date.parse(week.to) - Date.parse(week.from)).toBe(6 * 86_400_000);
    const aliases = summary.cards.map((card) => card.alias_pan);
    expect(week.tickets.length).toBeGreaterThan(0);
    expect(week.tickets).toEqual(await ticketsOf(sandbox, giulia, week, aliases));
    // Her capped day of the last week carries the caps' fields, as tickets/get's trips do.
    expect(week.tickets.some((ticket) => (ticket as { cap_discount?: number }).cap_discount! > 0)).toBe(true);
  });

  it("answers a rider without cards an empty week, and never another account's trips", async () => {
    const luca = await signedIn(sandbox, 'luca.verdi@example.com');
    const none = await summaryOf(sandbox, luca);
    expect(none.cards).toEqual([]);
    expect(none.week).toEqual({ from: expect.any(String), to: expect.any(String), tickets: [] });

    const paolo = await signedIn(sandbox, 'paolo.neri@example.com');
    const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
    const his = await summaryOf(sandbox, paolo);
    const hers = await summaryOf(sandbox, giulia);
    const hisCards = his.cards.map((card) => card.alias_pan);
    const herCards = hers.cards.map((card) => card.alias_pan);
    expect(his.week!.tickets.length).toBeGreaterThan(0);
    expect(his.week!.tickets.every((ticket) => hisCards.includes(ticket.alias_pan))).toBe(true);
    expect(hers.week!.tickets.every((ticket) => herCards.includes(ticket.alias_pan))).toBe(true);
    expect(his.week!.tickets).toEqual(await ticketsOf(sandbox, paolo, his.week!, hisCards));
  });
});

describe("the rider's summary of an operator without fareCaps", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ extensions: ['riderSummary'] });
  }, 60_000);
  afterAll(() => sandbox.stop());

  it('carries no week: the cards and what is owed only', async () => {
    const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
    const summary = await summaryOf(sandbox, giulia);
    expect(summary.cards).toHaveLength(2);
    expect(summary).not.toHaveProperty('week');
  });
});
