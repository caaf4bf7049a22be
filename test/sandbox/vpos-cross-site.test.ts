import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRider, openHostedPage, postForm, signedIn, type Rider } from './card-world';
import { startSandbox, type Sandbox } from './support';

let sandbox: Sandbox;
let luca: Rider;
beforeAll(async () => {
  sandbox = await startSandbox();
  luca = await signedIn(sandbox, 'luca.verdi@example.com');
});
afterAll(() => sandbox.stop());

const crossSite = (path: string, fields: Record<string, string>) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    body: new URLSearchParams(fields),
  });

describe("the hosted page's card form takes only its own posts", () => {
  it('refuses a card or a cancel posted to an open order from another site; the order stays open for its page', async () => {
    const signed = (await asRider(sandbox, luca, '/payment_requests/sign', { purpose: 'card_registration' })).body as {
      fields: Record<string, string>;
    };
    await openHostedPage(sandbox, signed.fields);
    const order = { SHOPID: signed.fields.SHOPID!, ORDERID: signed.fields.ORDERID! };
    const card = { ...order, PAN: '4111111111111111', EXPIRY: '12/39', CVV: '123' };
    expect((await crossSite('/sandbox/vpos/confirm', card)).status).toBe(403);
    expect((await crossSite('/sandbox/vpos/cancel', order)).status).toBe(403);
    const done = await postForm(sandbox, '/sandbox/vpos/confirm', card);
    expect(done.status).toBe(303);
    expect(new URL(done.location ?? 'http://none/').searchParams.get('RESULT')).toBe('00');
  });
});
