/**
 * A language named in its own words ("Deutsch", "Italiano"), from the browser's locale data,
 * so the language lists need no other language's message set.
 */
export function languageEndonym(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}
