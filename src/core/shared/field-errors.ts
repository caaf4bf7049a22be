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
