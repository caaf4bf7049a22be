/** A rider's account as the portal knows it. */
export interface Account {
  readonly id: number;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly language: string;
  readonly localesId: string | null;
  readonly notifyTicketIssuance: boolean | null;
  readonly googleId: string | null;
  readonly facebookId: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (value: unknown): string | null | undefined =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : undefined;

/**
 * Reads an account from untrusted data (an adapter's reading of a server answer, local storage);
 * anything that is not an account answers null, never a half-filled object.
 */
export function parseAccount(value: unknown): Account | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'string' && /^\d+$/.test(value.id) ? Number(value.id) : value.id;
  const { name, surname, email, language } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (typeof name !== 'string' || typeof surname !== 'string') return null;
  if (typeof email !== 'string' || !email.includes('@')) return null;
  if (typeof language !== 'string' || language.length === 0) return null;
  const localesId = optionalString(value.localesId);
  const googleId = optionalString(value.googleId);
  const facebookId = optionalString(value.facebookId);
  if (localesId === undefined || googleId === undefined || facebookId === undefined) return null;
  const notify = value.notifyTicketIssuance ?? null;
  if (notify !== null && typeof notify !== 'boolean' && notify !== 0 && notify !== 1) return null;
  return {
    id,
    name,
    surname,
    email,
    language,
    localesId,
    notifyTicketIssuance: notify === null ? null : Boolean(notify),
    googleId,
    facebookId,
  };
}
