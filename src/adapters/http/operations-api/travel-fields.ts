import { schemeOf } from '../../../core/cards/card-scheme';
import { alphabeticCurrency } from '../../../core/travels/currency-codes';
import { DEFAULT_CURRENCY, type Money } from '../../../core/travels/money';
import type { TapData } from '../../../core/travels/tap-data';
import type { TravelCard } from '../../../core/travels/travel-card';
import { isRecord } from '../client/answer-body';
import { isoInstant } from './iso-instant';

/** Readers of the operations API's fields: each answers null for anything the contract does not allow. */

export const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length <= max ? value : null;

export const id = (value: unknown): string | null =>
  typeof value === 'number' && Number.isSafeInteger(value)
    ? String(value)
    : typeof value === 'string' && /^[\w-]{1,64}$/.test(value)
      ? value
      : null;

/** An instant of the answer (ISO 8601 text); null when it is not one. */
export const instant = isoInstant;

/**
 * Minor units with a currency (EUR when absent, docs/behaviour/rules.md#money), named by its alphabetic ISO 4217 code (a
 * numeric one mapped: currency-codes.ts); amounts are whole, never negative.
 */
export function money(amount: unknown, currency: unknown): Money | null {
  const minor = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor) || minor < 0) return null;
  const code =
    currency === undefined || currency === null
      ? DEFAULT_CURRENCY
      : typeof currency === 'string'
        ? alphabeticCurrency(currency)
        : null;
  return code === null ? null : sharedMoney(minor, code);
}

/**
 * The amounts already read, by currency and minor units: a year of trips carries three amounts each among a few
 * dozen values, and each gets the same (immutable) amount instead of a new object to collect.
 */
const readAmounts = new Map<string, Map<number, Money>>();

function sharedMoney(minor: number, currency: string): Money {
  let amounts = readAmounts.get(currency);
  if (!amounts) {
    amounts = new Map();
    readAmounts.set(currency, amounts);
  }
  let amount = amounts.get(minor);
  if (!amount) {
    amount = { minor, currency };
    if (amounts.size >= 10_000) amounts.clear();
    amounts.set(minor, amount);
  }
  return amount;
}

/** A tap's key/value object, its values as text; null when it is not an object of scalars. */
export function tapData(value: unknown): TapData | null {
  if (!isRecord(value)) return null;
  const pairs: [string, string][] = [];
  // A loop over the keys, not Object.entries: a year of trips reads two taps each, in the task of the first page.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const field = value[key];
    if (typeof field === 'string') pairs.push([key, field]);
    else if (typeof field === 'number' || typeof field === 'boolean') pairs.push([key, String(field)]);
    else if (field !== null && field !== undefined) return null;
  }
  return pairs;
}

/** An optional tap: absent or null is none; anything else must be a tap. */
export const optionalTap = (value: unknown): TapData | null | undefined =>
  value === null || value === undefined ? null : (tapData(value) ?? undefined);

/**
 * The cards already read, by label, number and form factor: a year of trips names two or three, and each trip gets the
 * same (immutable) card instead of a new one and a scheme matched again.
 */
const readCards = new Map<string, TravelCard>();

export function travelCard(label: unknown, truncatedPan: unknown, formFactor: unknown): TravelCard | null {
  const pan = text(truncatedPan, 40);
  if (!pan) return null;
  const name = text(label) ?? '';
  const form = formFactor === 'DEVICE' ? 'device' : 'card';
  const key = `${form}|${pan}|${name}`;
  let card = readCards.get(key);
  if (!card) {
    card = { label: name, scheme: schemeOf(name), truncatedPan: pan, formFactor: form };
    if (readCards.size >= 1_000) readCards.clear();
    readCards.set(key, card);
  }
  return card;
}

/** A whole number from `min` to `max`; null otherwise. */
export const wholeNumber = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : null;

/** A list with every item read; null when it is not a list or any item is not one. */
export function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const read_ = read(item);
    if (read_ === null) return null;
    items.push(read_);
  }
  return items;
}

/** `{payload: [...]}` with every item read; null when any item is not one. */
export const payloadOf = <T>(body: unknown, read: (item: unknown) => T | null): T[] | null =>
  isRecord(body) ? listOf(body.payload, read) : null;

/** Zones already checked: a year of trips names one or two, and building a formatter costs a fraction of a millisecond. */
const knownZones = new Map<string, boolean>();

/** Whether the runtime knows the zone: days, months and caps count there, and a receipt cannot show times in one it does not. */
export function isTimeZone(zone: string | null): zone is string {
  if (!zone) return false;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1_000) knownZones.set(zone, known);
  }
  return known;
}
