/** A language the operator's server supports. */
export interface Language {
  readonly id: string;
  readonly name: string;
}

const twoLetters = (tag: string | null | undefined): string => (tag ?? '').trim().slice(0, 2).toLowerCase();

/** The first two letters of the browser language when supported, otherwise the fallback. */
export function detectLanguage(
  browserLanguage: string | null | undefined,
  supported: readonly string[],
  fallback: string,
): string {
  const candidate = twoLetters(browserLanguage);
  return supported.includes(candidate) ? candidate : fallback;
}

/** The server's languages that the portal ships messages for, in the server's order. */
export function intersectLanguages(server: readonly Language[], shipped: readonly string[]): Language[] {
  const seen = new Set<string>();
  return server.filter((language) => {
    const id = language.id.toLowerCase();
    if (!shipped.includes(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Picks the first of the candidates that is supported, otherwise the fallback. */
export function pickLanguage(
  candidates: readonly (string | null | undefined)[],
  supported: readonly string[],
  fallback: string,
): string {
  for (const candidate of candidates) {
    if (candidate && supported.includes(candidate)) return candidate;
  }
  return fallback;
}
