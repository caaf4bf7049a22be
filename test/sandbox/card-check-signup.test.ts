import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkCard, linkOf } from '../../sandbox/oms/cards/cards-db.mjs';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { asRider, PASSWORD, signedIn } from './card-world';
import { cardAccess, cardView, UNLINKED } from './card-check-world';
import { startSandbox, tokenOf, type Sandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const EMAIL = 'nora.galli@example.org';
const user = {
  name: 'Nora',
  surname: 'Galli',
  date_of_birth: '1990-03-02',
  email: EMAIL,
  confirm_email: EMAIL,
  password: PASSWORD,
  confirm_password: PASSWORD,
  language: 'it',
};

const signUp = (cookie: string, extra: Record<string, unknown> = { with_checked_card: true }, operator = 'metro') =>
  sandbox.post('/sign_up', { user, ...extra }, { operator, headers: cookie ? { cookie } : {} });

/** The confirmation mail asked for and its link followed: the confirmation's answer. */
async function confirm() {
  await sandbox.post('/email/send_email_confirmation_request', { email: EMAIL });
  const [mail] = await sandbox.mailsTo(EMAIL);
  return sandbox.post('/email/confirm_email', { token: tokenOf(mail?.links[0]) });
}

const aliasesOf = async (email: string) => {
  const rider = await signedIn(sandbox, email);
  const cards = (await asRider(sandbox, rider, '/bank_cards/get', { accounts_id: rider.id })).body as {
    alias_pan: string;
  }[];
  return cards.map((card) => card.alias_pan);
};

const logOf = (action: string) =>
  (
    sandbox.store.all('SELECT outcome FROM card_check_log WHERE action = ? ORDER BY id', [action]) as {
      outcome: string;
    }[]
  ).map((entry) => entry.outcome);

describe('a sign-up keeping the card checked without an account (cardCheck)', () => {
  it('keeps the proven card, links it once the address is confirmed and ends the card access', async () => {
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    expect((await signUp(cookie)).body).toBe('Account Registered Successfully');
    // Not before the confirmation: an unconfirmed address holds no card.
    expect(linkOf(sandbox.store, panAlias(UNLINKED))).toBeUndefined();
    expect((await confirm()).body).toBe(EMAIL);
    expect(await aliasesOf(EMAIL)).toEqual([panAlias(UNLINKED)]);
    expect((await cardView(sandbox, cookie)).status).toBe(401);
    expect(logOf('sign_up')).toEqual(['kept']);
    expect(logOf('confirm')).toEqual(['linked']);
  });

  it('refuses the sign-up without a live card access, and for an operator without cardCheck', async () => {
    const refusal = { errors: [{ path: 'with_checked_card', msg: 'noCardAccess' }] };
    expect((await signUp('')).body).toEqual(refusal);
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    await sandbox.request('/sandbox/api/reset', { method: 'POST', operator: null, json: {} });
    expect((await signUp(cookie)).body).toEqual(refusal);
    // Nothing was created: the address is free.
    expect((await sandbox.post('/login', { email: EMAIL, password: PASSWORD })).body).not.toBe('Unconfirmed Email');
    const plain = await startSandbox({ extensions: ['cardStatus'] });
    try {
      const answer = await plain.post('/sign_up', { user, with_checked_card: true }, { headers: { cookie } });
      expect(answer.body).toEqual(refusal);
    } finally {
      await plain.stop();
    }
  });

  it('refuses a card in an account at the sign-up, saying only that', async () => {
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
    linkCard(sandbox.store, giulia.id, panAlias(UNLINKED));
    expect((await signUp(cookie)).body).toEqual({ errors: [{ path: 'with_checked_card', msg: 'belongsToAccount' }] });
  });

  it('confirms the address but leaves a card that went into an account meanwhile where it is', async () => {
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    expect((await signUp(cookie)).body).toBe('Account Registered Successfully');
    const giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
    linkCard(sandbox.store, giulia.id, panAlias(UNLINKED));
    expect((await confirm()).body).toBe(EMAIL);
    expect(await aliasesOf(EMAIL)).toEqual([]);
    expect(linkOf(sandbox.store, panAlias(UNLINKED))).toMatchObject({ account_id: giulia.id });
    expect(logOf('confirm')).toEqual(['belongs_to_account']);
  });

  it('keeps no card when not asked to, and refuses a flag that is not a boolean', async () => {
    const { cookie } = await cardAccess(sandbox, UNLINKED);
    expect((await signUp(cookie, {})).body).toBe('Account Registered Successfully');
    expect((await confirm()).body).toBe(EMAIL);
    expect(await aliasesOf(EMAIL)).toEqual([]);
    expect((await cardView(sandbox, cookie)).status).toBe(200);
    const wrong = await signUp(cookie, { with_checked_card: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Invalid field', field: 'with_checked_card' });
  });
});
