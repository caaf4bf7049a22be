import { schemeOf } from '../../../core/cards/card-scheme';
import { alphabeticCurrency } from '../../../core/travels/currency-codes';
import { DEFAULT_CURRENCY, type Money } from '../../../core/travels/money';
import type { TapData } from '../../../core/travels/tap-data';
import type { TravelCard } from '../../../core/travels/travel-card';
import { isRecord } from '../client/answer-body';

/** Readers of the operations API's fields: each answers null for anything the contract does not allow. */

export const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value.length <= max ? value : null;

export const id = (value: unknown): string | null =>
  typeof value === 'number' && Number.isSafeInteger(value)
    ? String(value)
    : typeof value === 'string' && /^[\w-]{1,64}$/.test(value)
      ? value
      : null;

export function instant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * Minor units with a currency (EUR when absent, docs/behaviour/rules.md#money), named by its alphabetic ISO 4217 code (a
 * numeric one mapped: currency-codes.ts); amounts are whole, never negative.
 */
export function money(amount: unknown, currency: unknown): Money | null {
  const minor = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor) || minor < 0) return null;
  if (currency === undefined || currency === null) return { minor, currency: DEFAULT_CURRENCY };
  const code = typeof currency === 'string' ? alphabeticCurrency(currency) : null;
  return code === null ? null : { minor, currency: code };
}

/** A tap's key/value object, its values as text; null when it is not an object of scalars. */
export function tapData(value: unknown): TapData | null {
  if (!isRecord(value)) return null;
  const pairs: [string, string][] = [];
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' || typeof field === 'number' || typeof field === 'boolean')
      pairs.push([key, String(field)]);
    else if (field !== null && field !== undefined) return null;
  }
  return pairs;
}

/** An optional tap: absent or null is none; anything else must be a tap. */
export const optionalTap = (value: unknown): TapData | null | undefined =>
  value === null || value === undefined ? null : (tapData(value) ?? undefined);

export function travelCard(label: unknown, truncatedPan: unknown, formFactor: unknown): TravelCard | null {
  const pan = text(truncatedPan, 40);
  if (!pan) return null;
  const name = text(label) ?? '';
  return {
    label: name,
    scheme: schemeOf(name),
    truncatedPan: pan,
    formFactor: formFactor === 'DEVICE' ? 'device' : 'card',
  };
}

/** `{payload: [...]}` with every item read; null when any item is not one. */
export function payloadOf<T>(body: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!isRecord(body) || !Array.isArray(body.payload)) return null;
  const items: T[] = [];
  for (const item of body.payload) {
    const read_ = read(item);
    if (read_ === null) return null;
    items.push(read_);
  }
  return items;
}
