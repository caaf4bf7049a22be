import { onHostedPage } from './card-world';
import type { Sandbox } from './support';

/** A card that taps at metro and belongs to no account (the demo world's); the declined card is nobody's either. */
export const UNLINKED = '4012888888881881';
export const DECLINED = '4000000000000002';

export type Proof = Record<string, string>;

/** The card-scoped access's cookie from a Set-Cookie header (`tapway_card=…`), or ''. */
export const cardCookie = (headers: Headers) =>
  (headers.get('set-cookie') ?? '')
    .split(/,\s*/)
    .map((part) => part.split(';')[0] ?? '')
    .find((part) => part.startsWith('tapway_card=')) ?? '';

/** A card proven on the hosted page as the browser does it: sign, the page, the card; answers the signed answer brought back. */
export async function proveCard(sandbox: Sandbox, pan: string, operator = 'metro') {
  const signed = (await sandbox.post('/card_check/sign', {}, { operator })).body as { fields: Record<string, string> };
  const { back, answer } = await onHostedPage(sandbox, signed.fields, pan);
  return { signed, back, proof: answer as Proof };
}

/** Redeems a signed answer for a card-scoped access. */
export const redeem = (sandbox: Sandbox, proof: Proof, operator = 'metro') =>
  sandbox.post('/card_check/redeem', { answer: proof }, { operator });

/** The card-scoped view, with the card cookie (or none). */
export const cardView = (sandbox: Sandbox, cookie: string, operator = 'metro') =>
  sandbox.post('/card_check/get', {}, { operator, headers: cookie ? { cookie } : {} });

/** A card proven and redeemed: its cookie. */
export async function cardAccess(sandbox: Sandbox, pan: string) {
  const { proof } = await proveCard(sandbox, pan);
  const answer = await redeem(sandbox, proof);
  return { proof, answer, cookie: cardCookie(answer.headers) };
}

/** A tap at the gates (the declined card's payment fails). */
export const tap = (sandbox: Sandbox, pan: string) =>
  sandbox.request('/sandbox/api/taps', {
    method: 'POST',
    operator: null,
    json: { operator: 'metro', pan, from: 'Termini', to: 'Colosseo' },
  });
