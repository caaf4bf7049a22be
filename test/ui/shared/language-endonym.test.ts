import { describe, expect, it } from 'vitest';
import { languageEndonym } from '../../../src/ui/shared/language-endonym';

const fromLocaleData = (code: string) => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};

describe('languageEndonym', () => {
  it.each(['en', 'it', 'fr', 'de'])(
    'names the shipped language %s as the locale data does, without building it',
    (code) => {
      expect(languageEndonym(code)).toBe(fromLocaleData(code));
    },
  );

  it('names any other language from the locale data, and answers the code when it is not one', () => {
    expect(languageEndonym('es')).toBe('Español');
    expect(languageEndonym('es')).toBe('Español');
    expect(languageEndonym('not a language')).toBe('not a language');
  });
});
