import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_ROUTES, ROUTES } from '../../sandbox/routes.mjs';
import { startSandbox, type Sandbox } from './support';

/**
 * The routes another site may post to, each with why. Every other state-changing route must refuse a cross-site
 * request: a route added to the table is walked below without anyone remembering to.
 */
const EXCEPTIONS: Record<string, string> = {
  // A shop's page posts its MAC-signed request from the shop's own site, as to a real provider; nothing is charged there.
  'POST /sandbox/vpos/pay': 'the payment provider receives the shop’s signed request from the shop’s site',
};
// Not exceptions, on purpose: the identity stand-ins take posts only from their own pages (the OIDC sign-in form, the
// Google/Facebook chooser, the captcha script's token call, the portal's MSAL token call, all on this origin); none of
// them is a client's redirect URI that an identity provider would form_post to (the portal's MSAL reads the code from the
// address, the social popups answer their opener by postMessage). The provider's payment notification is server to
// server and names no Origin, so the check lets it through and still refuses a browser page of another site.

/** A concrete path for a route's template: every `:param` and `*rest` filled. */
const pathOf = (template: string) =>
  template
    .split('/')
    .map((part) => (part.startsWith(':') || part.startsWith('*') ? 'x' : part))
    .join('/');

const STATE_CHANGING = ROUTES.filter((route) => route.method !== 'GET').map((route) => ({
  key: `${route.method} ${route.template}`,
  method: route.method,
  path: pathOf(route.template),
}));

/** What another site's page can send: no preflight (text/plain), the browser's own headers. */
const CROSS_SITE_HEADERS: Record<string, string>[] = [
  { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
  { origin: 'http://evil.example' },
  { origin: 'null' },
];

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const send = (method: string, path: string, headers: Record<string, string>) =>
  fetch(`${sandbox.url}${path}`, {
    method,
    redirect: 'manual',
    headers: { 'content-type': 'text/plain', 'x-api-key': 'metro', ...headers },
    body: JSON.stringify({ operator: 'metro', email: 'giulia.rossi@example.com', id: 1 }),
  });

describe('every state-changing sandbox route refuses another site', () => {
  it('walks the whole table: there are state-changing routes of every part of the sandbox', () => {
    const prefixes = new Set(STATE_CHANGING.map(({ path }) => path.split('/').slice(0, 3).join('/')));
    expect([...prefixes]).toEqual(
      expect.arrayContaining(['/api/login', '/sandbox/api', '/sandbox/vpos', '/sandbox/oidc', '/oms/cases']),
    );
    expect(STATE_CHANGING.length).toBeGreaterThan(40);
  });

  it('the exceptions the server makes are exactly the ones this test names, each a route of the table', () => {
    expect(Object.keys(CROSS_SITE_ROUTES).sort()).toEqual(Object.keys(EXCEPTIONS).sort());
    for (const key of Object.keys(EXCEPTIONS)) expect(STATE_CHANGING.map((route) => route.key)).toContain(key);
  });

  it.each(STATE_CHANGING.filter(({ key }) => !(key in EXCEPTIONS)))(
    '$key: 403 for a cross-site, same-site or opaque-origin post, whatever it carries',
    async ({ method, path }) => {
      for (const headers of CROSS_SITE_HEADERS) {
        const answer = await send(method, path, headers);
        expect({ headers, status: answer.status }).toEqual({ headers, status: 403 });
        expect(await answer.json()).toEqual({ error: 'Cross-site requests are refused' });
      }
    },
  );

  it('an exception is reached by another site (and refuses what is not its own kind of body)', async () => {
    const answer = await send('POST', '/sandbox/vpos/pay', CROSS_SITE_HEADERS[0]!);
    expect(answer.status).toBe(415);
  });
});

describe("the sandbox's own pages still post", () => {
  it('takes a form a no-referrer page of its own posts (Origin "null" beside Sec-Fetch-Site: same-origin), as Chromium sends it', async () => {
    const answer = await fetch(`${sandbox.url}/api/alerts/unsubscribe`, {
      method: 'POST',
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ token: 'forged.token' }),
    });
    // Past the check: the page itself answers that the link is not valid.
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('This link is not valid');
  });

  it('takes the hosted payment page’s own cancel (a no-referrer page: Origin "null"), as a real browser posts it', async () => {
    const answer = await fetch(`${sandbox.url}/sandbox/vpos/cancel`, {
      method: 'POST',
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ SHOPID: 'none', ORDERID: 'none' }),
    });
    // Past the check: the provider answers that it knows no such order.
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('This payment request is unknown');
  });

  it('takes a same-origin call by its Origin where the browser sends no Sec-Fetch-Site', async () => {
    const answer = await fetch(`${sandbox.url}/sandbox/api/expire-tokens`, {
      method: 'POST',
      headers: { origin: sandbox.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
  });
});
