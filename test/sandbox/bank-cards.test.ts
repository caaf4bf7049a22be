import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { asRider, omsGet, openHostedPage, postForm, registerCard, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let giulia: Rider;
let luca: Rider;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  await sandbox.reset();
  giulia = await signedIn(sandbox, 'giulia.rossi@example.com');
  luca = await signedIn(sandbox, 'luca.verdi@example.com');
});

const lookup = (pan: string) => `/bank_cards/get/metro///null/${panAlias(pan)}/null`;
const cardsOf = async (rider: Rider) =>
  (await asRider(sandbox, rider, '/bank_cards/get', { accounts_id: rider.id })).body as Record<string, unknown>[];

describe('the demo world (README, keep it exact)', () => {
  it("gives Giulia her VISA debit card and her phone's Mastercard, Luca none", async () => {
    const cards = await cardsOf(giulia);
    expect(cards.map((card) => [card.label, card.truncated_pan, card.form_factors_name]).sort()).toEqual([
      ['MASTERCARD', '555555******4444', 'DEVICE'],
      ['VISA Debit', '411111******1111', 'CARD'],
    ]);
    expect(cards[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        alias_pan: expect.any(String),
        aid: expect.any(String),
        created: expect.any(String),
        updated: expect.any(String),
      }),
    );
    expect(await cardsOf(luca)).toEqual([]);
  });

  it("refuses another account's cards and a visitor", async () => {
    expect((await asRider(sandbox, luca, '/bank_cards/get', { accounts_id: giulia.id })).status).toBe(403);
    expect((await sandbox.post('/bank_cards/get', { accounts_id: giulia.id })).status).toBe(401);
  });
});

describe('card registration through the hosted page', () => {
  it('adds a card that tapped and belongs to nobody: URLMS first, then URLDONE with the signed answer', async () => {
    const { page, done, back, answer } = await registerCard(sandbox, giulia, '4012888888881881');
    expect(page.html).toContain('Registration does not generate any charges');
    expect(done.status).toBe(303);
    expect(back.pathname).toBe('/dashboard/travels/bank_cards/add');
    expect(answer).toMatchObject({
      RESULT: '00',
      PANALIAS: panAlias('4012888888881881'),
      PANALIASTAIL: '1881',
      AMOUNT: '0',
      CURRENCY: '978',
    });
    expect(answer.MAC).toMatch(/^[0-9a-f]{64}$/);
    const found = await omsGet(sandbox, lookup('4012888888881881'), giulia);
    expect(found.body).toEqual({
      payload: [
        expect.objectContaining({
          pan_token: panAlias('4012888888881881'),
          truncated_pan: '401288******1881',
          label: 'VISA',
        }),
      ],
    });
    const card = (found.body as { payload: unknown[] }).payload[0];
    const added = await asRider(sandbox, giulia, '/bank_cards/add', { bank_card: card, accounts_id: giulia.id });
    expect((added.body as unknown[]).length).toBe(3);
    expect((await asRider(sandbox, giulia, '/bank_cards/add', { bank_card: card, accounts_id: giulia.id })).body).toBe(
      'Bank Card Already Added',
    );
  });

  it('answers an empty lookup for a card that never tapped (unused)', async () => {
    const { answer } = await registerCard(sandbox, luca, '6759649826438453');
    expect(answer.RESULT).toBe('00');
    expect((await omsGet(sandbox, lookup('6759649826438453'), luca)).body).toEqual({ payload: [] });
  });

  it('declines 4000 0000 0000 0002 with a signed RESULT 04, tokenising nothing', async () => {
    const { answer } = await registerCard(sandbox, luca, '4000000000000002');
    expect(answer).toMatchObject({ RESULT: '04', MAC: expect.stringMatching(/^[0-9a-f]{64}$/), PANALIAS: 'NULL' });
  });

  it("refuses to add someone else's card, even with its alias, and shows another account's card to nobody", async () => {
    const { answer } = await registerCard(sandbox, luca, '4111111111111111');
    expect(answer.RESULT).toBe('00');
    const giuliasCard = (await omsGet(sandbox, lookup('4111111111111111'), luca)).body as { payload: unknown[] };
    const added = await asRider(sandbox, luca, '/bank_cards/add', {
      bank_card: giuliasCard.payload[0],
      accounts_id: luca.id,
    });
    expect(added.body).toBe('Bank Card Linked To Another Account');
    expect((await omsGet(sandbox, lookup('5555555555554444'), luca)).status).toBe(403);
    expect((await omsGet(sandbox, lookup('5555555555554444'))).status).toBe(401);
  });

  it('adds nothing for a card this account did not tokenise through the page', async () => {
    const card = { pan_token: panAlias('4012888888881881') };
    expect((await asRider(sandbox, luca, '/bank_cards/add', { bank_card: card, accounts_id: luca.id })).status).toBe(
      403,
    );
  });

  it('refuses a forged MAC or an altered amount with a page that offers no card form', async () => {
    const signed = (await asRider(sandbox, luca, '/payment_requests/sign', { purpose: 'card_registration' })).body as {
      fields: Record<string, string>;
    };
    const forged = await fetch(`${sandbox.url}/sandbox/vpos/pay`, {
      method: 'POST',
      body: new URLSearchParams({ ...signed.fields, MAC: '0'.repeat(64) }),
    });
    const page = await forged.text();
    expect([forged.status, page.includes('The MAC of this request was refused'), page.includes('Card number')]).toEqual(
      [400, true, false],
    );
    const altered = await fetch(`${sandbox.url}/sandbox/vpos/pay`, {
      method: 'POST',
      body: new URLSearchParams({ ...signed.fields, AMOUNT: '100' }),
    });
    expect([altered.status, (await altered.text()).includes('does not match')]).toEqual([400, true]);
  });

  it('checks the card like a real page: Luhn, expiry, security code, errors inline', async () => {
    const signed = (await asRider(sandbox, luca, '/payment_requests/sign', { purpose: 'card_registration' })).body as {
      fields: Record<string, string>;
    };
    await openHostedPage(sandbox, signed.fields);
    const answer = await postForm(sandbox, '/sandbox/vpos/confirm', {
      SHOPID: signed.fields.SHOPID!,
      ORDERID: signed.fields.ORDERID!,
      PAN: '4111111111111112',
      EXPIRY: '01/20',
      CVV: '12',
    });
    // Post/redirect/get: the errors are shown by the order's page, fetched by GET.
    expect(answer.status).toBe(303);
    const page = await (await fetch(new URL(answer.location!, sandbox.url))).text();
    for (const error of [
      'This card number is not valid.',
      'This card has expired.',
      'Enter the 3 or 4 digits of the security code.',
    ])
      expect(page).toContain(error);
    expect(page).toContain('aria-invalid="true"');
  });

  it('sends Cancel back to URLBACK, the return page marked cancelled', async () => {
    const signed = (await asRider(sandbox, luca, '/payment_requests/sign', { purpose: 'card_registration' })).body as {
      fields: Record<string, string>;
    };
    await openHostedPage(sandbox, signed.fields);
    const answer = await fetch(`${sandbox.url}/sandbox/vpos/cancel`, {
      method: 'POST',
      body: new URLSearchParams({ SHOPID: signed.fields.SHOPID!, ORDERID: signed.fields.ORDERID! }),
      redirect: 'manual',
    });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, signed.fields.URLBACK]);
    expect(signed.fields.URLBACK).toBe(`${signed.fields.URLDONE}?cancelled=1`);
  });
});

describe('card removal', () => {
  it("removes the card with its trips and payments, and only the rider's own", async () => {
    const [card] = await cardsOf(giulia);
    expect((await asRider(sandbox, luca, '/bank_cards/remove', { bank_cards_id: card!.id })).status).toBe(403);
    const before = sandbox.store.get('SELECT count(*) AS n FROM tickets WHERE pan_token = ?', [
      String(card!.alias_pan),
    ]).n;
    expect(before).toBeGreaterThan(100);
    expect((await asRider(sandbox, giulia, '/bank_cards/remove', { bank_cards_id: card!.id })).body).toEqual({
      removed: true,
    });
    expect(await cardsOf(giulia)).toHaveLength(1);
    expect(
      sandbox.store.get('SELECT count(*) AS n FROM tickets WHERE pan_token = ?', [String(card!.alias_pan)]).n,
    ).toBe(0);
    expect(
      sandbox.store.get('SELECT count(*) AS n FROM payments WHERE pan_token = ?', [String(card!.alias_pan)]).n,
    ).toBe(0);
  });
});
