// @ts-check
/** The provider's message signatures (docs/behaviour/rules.md#card-registration): REQ in the provider's order, lowercase hex HMAC-SHA256. */
import crypto from 'node:crypto';

/** The request fields REQ covers, in order. */
export const REQ_FIELDS = [
  'URLMS',
  'URLDONE',
  'ORDERID',
  'SHOPID',
  'AMOUNT',
  'CURRENCY',
  'ACCOUNTINGMODE',
  'AUTHORMODE',
  'OPTIONS',
];

/** The answer fields the result MAC covers, in order. */
export const RESULT_FIELDS = [
  'ORDERID',
  'SHOPID',
  'AUTHNUMBER',
  'AMOUNT',
  'CURRENCY',
  'TRANSACTIONID',
  'ACCOUNTINGMODE',
  'AUTHORMODE',
  'RESULT',
  'TRANSACTIONTYPE',
  'PANALIAS',
  'PANALIASEXPDATE',
  'PANALIASTAIL',
];

/** @param {Record<string, unknown>} fields @param {string[]} names */
export const joinFields = (fields, names) => names.map((name) => `${name}=${fields[name] ?? ''}`).join('&');

/** @param {string} text @param {string} key */
export const hmacHex = (text, key) => crypto.createHmac('sha256', key).update(text).digest('hex');

/** Constant-time comparison of a given MAC with the expected one. @param {unknown} given @param {string} expected */
export function macMatches(given, expected) {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * The result MAC, for every outcome (docs/contracts.md#bank-cards-and-payment-requests-product-api-a-session-is-required: a decline is signed as a success is, so that nobody
 * else can send one). @param {Record<string, unknown>} answer @param {string} resultKey
 */
export const resultMac = (answer, resultKey) => hmacHex(joinFields(answer, RESULT_FIELDS), resultKey);

/** RESULT 07: the provider refuses an ORDERID it has already processed (docs/behaviour/rules.md#provider-result-codes). */
export const DUPLICATED_ORDER = '07';
