/**
 * The shipped languages in their own words, as the browser's locale data names them: building
 * an `Intl.DisplayNames` loads that locale's data, which cost the first render ~13 ms (×4 on a phone).
 */
const ENDONYMS = new Map([
  ['en', 'English'],
  ['it', 'Italiano'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
]);

/**
 * A language named in its own words ("Deutsch", "Italiano"), so the language lists need no
 * other language's message set; other languages from the browser's locale data, once each.
 */
export function languageEndonym(code: string): string {
  const known = ENDONYMS.get(code);
  if (known !== undefined) return known;
  let name = code;
  try {
    const display = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    name = display.charAt(0).toLocaleUpperCase(code) + display.slice(1);
  } catch {
    name = code;
  }
  ENDONYMS.set(code, name);
  return name;
}
