// @ts-check
/** Checks a request posted to the hosted page: a known shop, REQ agreeing with the fields, the MAC of the start key. */
import { hmacHex, joinFields, macMatches, REQ_FIELDS } from './mac.mjs';
import { alphabeticCurrency } from './currencies.mjs';
import { shopById } from './shops.mjs';

/** The request's fields the page carries from step to step. */
export const REQUEST_FIELDS = [...REQ_FIELDS, 'URLBACK', 'EMAIL', 'SHOPEMAIL', 'REQ', 'MAC'];

/**
 * @param {URLSearchParams} form @param {string} origin the sandbox's own origin: the only place it notifies and returns to
 * @returns {{ ok: true, request: Record<string, string>, shop: import('./shops.mjs').Shop } | { ok: false, reason: string }}
 */
export function checkRequest(form, origin) {
  /** @type {Record<string, string>} */
  const request = Object.fromEntries(REQUEST_FIELDS.map((name) => [name, form.get(name) ?? '']));
  const shop = shopById(request.SHOPID);
  if (!shop) return { ok: false, reason: 'The shop of this request is unknown.' };
  if (request.REQ !== joinFields(request, REQ_FIELDS))
    return { ok: false, reason: 'The request does not match its signed fields (REQ).' };
  if (!macMatches(request.MAC, hmacHex(request.REQ ?? '', shop.startKey)))
    return { ok: false, reason: 'The MAC of this request was refused.' };
  const local = ['URLMS', 'URLDONE', 'URLBACK'].every((name) => (request[name] ?? '').startsWith(`${origin}/`));
  if (!local) return { ok: false, reason: "The return addresses of this request are not the merchant's." };
  // The provider takes the numeric codes of the currencies it knows (currencies.mjs).
  if (
    !/^\d{1,9}$/.test(request.AMOUNT ?? '') ||
    !/^\d{3}$/.test(request.CURRENCY ?? '') ||
    !alphabeticCurrency(request.CURRENCY ?? '')
  )
    return { ok: false, reason: 'The amount of this request cannot be used.' };
  return { ok: true, request, shop };
}
