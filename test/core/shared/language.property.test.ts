import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectLanguage, intersectLanguages } from '../../../src/core/shared/language';
import { languageArb, languageCodeArb, languageTagArb } from '../../support/builders/arbitraries';

const supportedArb = fc.uniqueArray(fc.constantFrom<string>('en', 'it', 'fr', 'de', 'es'), { maxLength: 5 });

describe('detectLanguage', () => {
  it('always answers a supported language or the fallback', () => {
    fc.assert(
      fc.property(languageTagArb, supportedArb, (tag, supported) => {
        const detected = detectLanguage(tag, supported, 'it');
        expect([...supported, 'it']).toContain(detected);
      }),
    );
  });

  it("answers the tag's first two letters, lower-cased, exactly when those are supported", () => {
    fc.assert(
      fc.property(languageTagArb, supportedArb, (tag, supported) => {
        const prefix = (tag ?? '').trim().slice(0, 2).toLowerCase();
        const detected = detectLanguage(tag, supported, 'zz');
        expect(detected).toBe(supported.includes(prefix) ? prefix : 'zz');
      }),
    );
  });

  it('ignores what follows the first two letters', () => {
    fc.assert(
      fc.property(fc.constantFrom('en', 'fr', 'de'), fc.string(), (code, rest) => {
        expect(detectLanguage(`${code}${rest}`, ['en', 'fr', 'de'], 'it')).toBe(code);
      }),
    );
  });
});

describe('intersectLanguages', () => {
  const shippedArb = fc.uniqueArray(
    languageCodeArb.map((code) => code.toLowerCase()),
    { maxLength: 6 },
  );

  it("keeps only shipped ids, each once, in the server's order", () => {
    fc.assert(
      fc.property(fc.array(languageArb, { maxLength: 10 }), shippedArb, (server, shipped) => {
        const offered = intersectLanguages(server, shipped);
        const ids = offered.map((language) => language.id.toLowerCase());
        expect(ids.every((id) => shipped.includes(id))).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
        const firstOfEach = server.filter(
          (language, index) =>
            shipped.includes(language.id.toLowerCase()) &&
            server.findIndex((other) => other.id.toLowerCase() === language.id.toLowerCase()) === index,
        );
        expect(offered).toEqual(firstOfEach);
      }),
    );
  });
});
