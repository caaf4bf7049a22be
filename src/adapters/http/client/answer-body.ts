/** A validation error as the server sends it: `{path, msg}`. */
export interface RawFieldError {
  readonly path: string;
  readonly msg: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** True when the body is an `{errors}` answer (whether or not its list is well formed). */
export const hasErrors = (body: unknown): body is { errors: unknown } => isRecord(body) && 'errors' in body;

/** The list of an `{errors:[{path,msg}, …]}` answer; null when it is not a non-empty list. */
export function errorsOf(body: unknown): RawFieldError[] | null {
  if (!hasErrors(body)) return null;
  const errors = parseFieldErrors(body.errors);
  return errors !== null && errors.length > 0 ? errors : null;
}

/**
 * Parses a body read as text. Bodies are JSON (strings too: `"No Account Found"`), so text
 * that is not JSON (an HTML error page, a bare word, nothing) is never an answer: null.
 */
export function parseJsonBody(data: unknown): { readonly value: unknown } | null {
  if (typeof data !== 'string') return data === undefined || data === null ? null : { value: data };
  try {
    return { value: JSON.parse(data) as unknown };
  } catch {
    return null;
  }
}

/** A string that can stand for a token or an address: no blanks, no markup. */
export const isPlainWord = (value: unknown, pattern = /^[^\s<>"']{1,2048}$/): value is string =>
  typeof value === 'string' && pattern.test(value);
