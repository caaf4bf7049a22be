import type { Sandbox } from './support';
import { sessionCookie } from './support';

export const PASSWORD = 'Tapway-2026';

/** A rider signed in on the sandbox: the session cookie and the account id. */
export async function signedIn(sandbox: Sandbox, email: string, operator = 'metro') {
  const answer = await sandbox.post('/login', { email, password: PASSWORD }, { operator });
  const account = (answer.body as { account: { id: number } }).account;
  return { cookie: sessionCookie(answer.headers), id: account.id, operator };
}

export type Rider = Awaited<ReturnType<typeof signedIn>>;

/** A product-API call as the signed-in rider. */
export const asRider = (sandbox: Sandbox, rider: Rider, path: string, json: unknown) =>
  sandbox.post(path, json, { operator: rider.operator, headers: { cookie: rider.cookie } });

/** An operations-API GET as the signed-in rider (or anonymously). */
export const omsGet = (sandbox: Sandbox, path: string, rider?: Rider) =>
  sandbox.request(`/oms${path}`, { operator: null, headers: rider ? { cookie: rider.cookie } : {} });

/** Posts a form to the hosted page, as the browser does; answers the status, the Location and the page. */
export async function postForm(sandbox: Sandbox, path: string, fields: Record<string, string>) {
  const response = await fetch(sandbox.url + path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Posts the signed request to the hosted page and follows its redirect to the order's page (post/redirect/get). */
export async function openHostedPage(sandbox: Sandbox, fields: Record<string, string>) {
  const posted = await postForm(sandbox, '/sandbox/vpos/pay', fields);
  if (posted.status !== 303 || !posted.location) return posted;
  const response = await fetch(new URL(posted.location, sandbox.url), { redirect: 'manual' });
  return { status: response.status, location: posted.location, html: await response.text() };
}

/** Registers a card end to end as the browser would: sign, the hosted page, the card; answers where the rider lands. */
export async function registerCard(sandbox: Sandbox, rider: Rider, pan: string, purpose = 'card_registration') {
  const signed = (await asRider(sandbox, rider, '/payment_requests/sign', { purpose })).body as {
    url: string;
    fields: Record<string, string>;
  };
  return { signed, ...(await onHostedPage(sandbox, signed.fields, pan)) };
}

/**
 * The rider on the hosted page with a signed request and a card (expiry 12/39, CVV 123), as the browser goes through
 * it: the page, where the provider sends the rider back and the signed answer there.
 */
export async function onHostedPage(sandbox: Sandbox, fields: Record<string, string>, pan: string) {
  const page = await openHostedPage(sandbox, fields);
  const done = await postForm(sandbox, '/sandbox/vpos/confirm', { ...fields, PAN: pan, EXPIRY: '12/39', CVV: '123' });
  const back = new URL(done.location ?? 'http://none/');
  return { page, done, back, answer: Object.fromEntries(back.searchParams) };
}
