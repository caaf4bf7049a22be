import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createOperatorSystem } from '../../../src/ui/shell/theme/create-operator-system';
import { GLOBAL_STYLES_KEY, providedSystem, writeGlobalStyles } from '../../../src/ui/shell/theme/global-styles';
import { aTestOperator, renderPortal } from '../../support/render';

// Colours of these tests only: systems are kept per colours, and a written one stays written for the worker.
const operator = (brand: string) => aTestOperator({ colors: { brand, brandContrast: '#ffffff', accent: '#000000' } });
const stylesText = () =>
  [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
const written = () => document.head.querySelectorAll(`style[data-emotion="${GLOBAL_STYLES_KEY}"]`);

afterEach(() => {
  for (const style of written()) style.remove();
});

describe('The theme’s global CSS written before the first render', () => {
  it('writes the reset, the base styles and the tokens into the head, one part after each pause', async () => {
    const system = createOperatorSystem(operator('#12345a'));
    const pauses: string[] = [];
    await writeGlobalStyles(system, {
      speedy: false,
      between: async () => void pauses.push(stylesText()),
    });
    expect(pauses).toHaveLength(3);
    expect(pauses[0]).not.toContain('@layer reset');
    expect(pauses[1]).toContain('@layer reset');
    expect(pauses[2]).toContain('@layer base');
    expect(pauses[2]).not.toContain('@layer tokens');
    const text = stylesText();
    expect(text).toContain('@layer tokens');
    expect(text).toContain('--chakra-colors-brand-solid:#12345a');
    expect(written().length).toBeGreaterThan(0);
  });

  it('gives ChakraProvider the system without its global CSS once written, the same system before', async () => {
    const system = createOperatorSystem(operator('#12345b'));
    expect(providedSystem(system)).toBe(system);
    await writeGlobalStyles(system, { speedy: false, between: async () => undefined });
    const provided = providedSystem(system);
    expect(provided._global).toEqual([]);
    expect(provided.tokens).toBe(system.tokens);
    expect(provided.css).toBe(system.css);
    expect(providedSystem(system)).toBe(provided);
    expect(system._global).toHaveLength(3);
  });

  it('is in the page once when the portal renders after it, and the portal writes it itself otherwise', async () => {
    const brandVariable = (brand: string) => `--chakra-colors-brand-solid:${brand}`;
    const count = (text: string, part: string) => text.split(part).length - 1;
    const before = operator('#12345c');
    await writeGlobalStyles(createOperatorSystem(before), { speedy: false, between: async () => undefined });
    const first = await renderPortal({ operator: before });
    await first.findByRole('heading', { level: 1 });
    expect(count(stylesText(), brandVariable('#12345c'))).toBe(1);
    cleanup();

    const alone = await renderPortal({ operator: operator('#12345d') });
    await alone.findByRole('heading', { level: 1 });
    expect(count(stylesText(), brandVariable('#12345d'))).toBe(1);
    cleanup();
  });
});
