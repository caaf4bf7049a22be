import { describe, expect, it } from 'vitest';
import type { SystemContext } from '@chakra-ui/react';
import { contrastRatio } from '../../../src/ui/shell/theme/contrast';
import { createOperatorSystem } from '../../../src/ui/shell/theme/create-operator-system';
import { aTestOperator } from '../../support/render';

/** A colour token's final #rrggbb, following the references of semantic tokens (`{colors.orange.700}`). */
function colour(system: SystemContext, name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const value = String(token.originalValue);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  if (reference) return colour(system, reference[1]!);
  if (value === 'white') return '#ffffff';
  return value;
}

/** The CSS the theme puts in the page (its global styles), as text. */
const globalText = (system: SystemContext) => JSON.stringify(system._global);

describe('The theme’s non-text contrast, forced colours and motion', () => {
  const system = createOperatorSystem(aTestOperator());

  it.each(['gray', 'red', 'orange', 'green', 'blue'])(
    'draws the focus ring of a %s banner’s controls at 3:1 or more against the banner and the page',
    (palette) => {
      const ring = colour(system, `${palette}.focusRing`);
      expect(contrastRatio(ring, colour(system, `${palette}.subtle`))).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(ring, '#ffffff')).toBeGreaterThanOrEqual(3);
    },
  );

  it('draws the border of inputs, selects and progress tracks at 3:1 or more against the page', () => {
    const border = colour(system, 'border.control');
    for (const page of ['#ffffff', colour(system, 'bg.subtle')])
      expect(contrastRatio(border, page)).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(system.getRecipe('input'))).toContain('border.control');
    expect(JSON.stringify(system.getSlotRecipe('nativeSelect'))).toContain('border.control');
    expect(globalText(system)).toMatch(/chakra-progress__track[^}]*outline/);
  });

  it('gives the progress bars and the switches system colours in forced-colours mode', () => {
    const text = globalText(system);
    expect(text).toContain('@media (forced-colors: active)');
    expect(text).toContain('Highlight');
    expect(text).toMatch(/chakra-switch__control\[data-state=\\"checked\\"\]/);
  });

  it('opens dialogs and menus without motion when the rider asks for less', () => {
    const text = globalText(system);
    expect(text).toContain('@media (prefers-reduced-motion: reduce)');
    expect(text).toMatch(/data-scope=\\"dialog\\"[^@]*data-scope=\\"menu\\"/);
  });
});
