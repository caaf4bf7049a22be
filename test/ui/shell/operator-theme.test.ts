import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenUntilReadable, readableOn } from '../../../src/ui/shell/theme/contrast';
import { createOperatorSystem } from '../../../src/ui/shell/theme/create-operator-system';
import { lightOnly } from '../../../src/ui/shell/theme/portal-theme-config';
import { aTestOperator } from '../../support/render';

const hexArb = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('Operator colours (WCAG AA)', () => {
  it('text on any brand colour reaches 4.5:1', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (brand, preferred) => {
        expect(contrastRatio(brand, readableOn(brand, preferred))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it("keeps the operator's own contrast colour when it is readable", () => {
    expect(readableOn('#0b5cad', '#ffffff')).toBe('#ffffff');
    expect(readableOn('#f2e000', '#ffffff')).toBe('#000000');
  });

  it('brand-coloured text on white reaches 4.5:1', () => {
    fc.assert(
      fc.property(hexArb, (brand) => {
        expect(contrastRatio(darkenUntilReadable(brand, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('builds the Chakra system with the brand palette', () => {
    const system = createOperatorSystem(
      aTestOperator({ colors: { brand: '#ffd400', brandContrast: '#ffffff', accent: '#000' } }),
    );
    const valueOf = (name: string) => system.tokens.getByName(name)?.originalValue;
    expect(valueOf('colors.brand.solid')).toBe('#ffd400');
    expect(valueOf('colors.brand.contrast')).toBe('#000000');
    expect(contrastRatio(String(valueOf('colors.brand.fg')), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("builds Chakra's semantic tokens in their light values only: the portal has no dark mode", () => {
    const system = createOperatorSystem(aTestOperator());
    const moded = system.tokens.allTokens.filter((token) =>
      Object.keys(token.extensions.conditions ?? {}).some((condition) => condition !== 'base'),
    );
    expect(moded.map((token) => token.name)).toEqual([]);
    expect(system.tokens.getByName('colors.bg')?.originalValue).toBe('{colors.white}');
    expect(system.tokens.getByName('colors.fg.muted')?.originalValue).toBe('{colors.gray.600}');
    expect(JSON.stringify(system._global)).not.toContain('.dark');
  });

  it('keeps a light value, a base value and a value without modes, at any depth', () => {
    const tokens = {
      colors: {
        bg: { DEFAULT: { value: { _light: 'white', _dark: 'black' } }, muted: { value: 'grey' } },
        fg: { value: { base: 'black', _dark: 'white' }, description: 'text' },
      },
    };
    expect(lightOnly(tokens)).toEqual({
      colors: {
        bg: { DEFAULT: { value: 'white' }, muted: { value: 'grey' } },
        fg: { value: 'black', description: 'text' },
      },
    });
  });
});
