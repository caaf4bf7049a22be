/** A validation error as the server sends it: `{path, msg}`. */
export interface RawFieldError {
  readonly path: string;
  readonly msg: string;
}

/** The validation codes of the spec (section 5); anything else is `unknown`. */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'notMatch',
  'weak',
  'notSupported',
  'NoAccountFound',
  'AccountAlreadyExists',
  'AccountAlreadyConfirmed',
  'UnconfirmedEmail',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number] | 'unknown';

/** Field name → the code of its first error. */
export type FieldErrors<F extends string> = Partial<Record<F, FieldErrorCode>>;

const asCode = (msg: string): FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly string[]).includes(msg) ? (msg as FieldErrorCode) : 'unknown';

/**
 * Maps a server error list onto a screen's fields. `prefix` strips the body's nesting
 * (`user.email` → `email`); errors on paths the screen does not have are dropped, and the
 * first error of a field wins.
 */
export function toFieldErrors<F extends string>(
  errors: readonly RawFieldError[],
  fields: readonly F[],
  prefix = '',
): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const error of errors) {
    const path = prefix && error.path.startsWith(prefix) ? error.path.slice(prefix.length) : error.path;
    const field = fields.find((candidate) => candidate === path);
    if (field !== undefined && result[field] === undefined) result[field] = asCode(error.msg);
  }
  return result;
}

/** Reads a `[{path, msg}]` list from untrusted data, or null when it is not one. */
export function parseFieldErrors(value: unknown): RawFieldError[] | null {
  if (!Array.isArray(value)) return null;
  const errors: RawFieldError[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const { path, msg } = item as Record<string, unknown>;
    if (typeof path !== 'string' || typeof msg !== 'string') return null;
    errors.push({ path, msg });
  }
  return errors;
}
