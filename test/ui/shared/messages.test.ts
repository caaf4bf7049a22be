import { describe, expect, it } from 'vitest';
import { resources } from '../../support/i18n-resources';
import { languageEndonym } from '../../../src/ui/shared/language-endonym';

type Tree = { readonly [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const LANGUAGES = Object.keys(resources) as (keyof typeof resources)[];
const NAMESPACES = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('Message parity', () => {
  it('ships en, it, fr and de', () => {
    expect(LANGUAGES.sort()).toEqual(['de', 'en', 'fr', 'it']);
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const english = flatten(resources.en[namespace] as Tree);

    it.each(LANGUAGES)('%s has every key, each with a non-empty text and the same placeholders', (language) => {
      const messages = flatten(resources[language][namespace] as Tree);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(placeholders(english[key] ?? ''));
      }
    });

    it('de is a German translation, not the Italian copy', () => {
      const german = flatten(resources.de[namespace] as Tree);
      const italian = flatten(resources.it[namespace] as Tree);
      const same = Object.keys(german).filter((key) => german[key] === italian[key] && german[key] !== english[key]);
      expect(same).toEqual([]);
      expect(german).not.toEqual(italian);
    });
  });

  it('names every language in its own words', () => {
    const names = LANGUAGES.map((language) => languageEndonym(language));
    expect(names).toEqual(
      LANGUAGES.map((language) => ({ en: 'English', it: 'Italiano', fr: 'Français', de: 'Deutsch' })[language]),
    );
  });
});
