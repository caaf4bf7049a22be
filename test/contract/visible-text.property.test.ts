import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasVisibleText, nameError } from '../../contract/operator-rules.mjs';
import { hasVisibleText as coreHasVisibleText } from '../../src/core/shared/visible-text';

/** Characters that show nothing on their own. */
const INVISIBLE = [
  // controls (C0, DEL, C1)
  ...Array.from({ length: 32 }, (_, code) => String.fromCodePoint(code)),
  ...Array.from({ length: 33 }, (_, index) => String.fromCodePoint(0x7f + index)),
  // zero-width, joiners, marks, bidirectional controls, invisible operators, BOM, soft hyphen, Mongolian vowel separator
  ...'\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff\u00ad\u061c\u180e',
  // spaces and separators, Hangul fillers, blank Braille, a variation selector, a combining mark, tags, a lone surrogate
  ...' \u00a0\u1680\u2000\u2007\u200a\u2028\u2029\u202f\u205f\u3000\u115f\u1160\u3164\uffa0\u2800\ufe0f\u0301',
  '\u{e0001}',
  '\u{e0041}',
  '\ud800',
];

const invisibleText = fc.array(fc.constantFrom(...INVISIBLE), { maxLength: 30 }).map((parts) => parts.join(''));
const visibleCharacter = fc.constantFrom('a', 'Z', 'é', 'ß', 'Ø', 'л', '李', 'ك', '7', '-', '.', "'", '😀');

describe('a required text has at least one visible character (contract/operator-rules.mjs)', () => {
  it('a text made only of zero-width, control, format and blank characters is required, as an empty one', () => {
    fc.assert(
      fc.property(invisibleText, (value) => {
        expect(hasVisibleText(value)).toBe(false);
        expect(coreHasVisibleText(value)).toBe(false);
        expect(nameError(value)).toBe('required');
      }),
    );
  });

  it('one visible character among them is enough', () => {
    fc.assert(
      fc.property(invisibleText, visibleCharacter, invisibleText, (before, visible, after) => {
        const value = `${before}${visible}${after}`;
        expect(hasVisibleText(value)).toBe(true);
        expect(coreHasVisibleText(value)).toBe(true);
        expect(nameError(value.slice(0, 100))).not.toBe('required');
      }),
    );
  });

  it("the core's rule and the operator's agree on any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (value) => {
        expect(coreHasVisibleText(value)).toBe(hasVisibleText(value));
      }),
    );
  });
});
