import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenUntilReadable, readableOn } from '../../../src/ui/shell/theme/contrast';
import { createOperatorSystem } from '../../../src/ui/shell/theme/create-operator-system';
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
});
