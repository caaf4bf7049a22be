import { createSystem, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import { accessibleTheme } from './accessible-theme';
import type { Operator } from '../../../core/shared/operator';
import { brandColours } from './brand-colours';
import { darkenUntilReadable, mix } from './contrast';
import { portalThemeConfig } from './portal-theme-config';

const WHITE = '#ffffff';

const value = (v: string) => ({ value: v });

type Tints = readonly [subtle: number, muted: number, emphasized: number];

/** A Chakra colour palette: `text` also draws the focus ring and border; `tint` makes the subtle, muted and emphasized shades. */
const palette = (
  solid: string,
  contrast: string,
  text: string,
  tint: (weight: number) => string,
  [subtle, muted, emphasized]: Tints,
) => ({
  solid: value(solid),
  contrast: value(contrast),
  fg: value(text),
  subtle: value(tint(subtle)),
  muted: value(tint(muted)),
  emphasized: value(tint(emphasized)),
  focusRing: value(text),
  border: value(text),
});

/** Systems already built, by the colours they were built from: a build costs tens of milliseconds. */
const systems = new Map<string, SystemContext>();

/**
 * Chakra's system in the operator's colours, as the `brand` palette (the default palette).
 * `onbrand` is the palette for controls on the brand colour. Text on the brand colour and brand-coloured text on white are kept at WCAG AA or better.
 * Built once per pair of colours.
 */
export function createOperatorSystem(operator: Operator): SystemContext {
  const { brand, onBrand } = brandColours(operator);
  const key = `${brand} ${onBrand}`;
  const known = systems.get(key);
  if (known) return known;
  const system = buildSystem(brand, onBrand);
  systems.set(key, system);
  return system;
}

function buildSystem(brand: string, onBrand: string): SystemContext {
  const brandText = darkenUntilReadable(brand, WHITE);
  const config = defineConfig({
    globalCss: {
      html: { colorPalette: 'brand' },
      body: { bg: 'bg.subtle', color: 'fg' },
    },
    theme: {
      semanticTokens: {
        colors: {
          brand: palette(brand, onBrand, brandText, (weight) => mix(brand, WHITE, weight), [0.9, 0.8, 0.65]),
          // For controls placed on the brand colour (headers): the ring and text in its contrast colour.
          onbrand: palette(onBrand, brand, onBrand, (weight) => mix(brand, onBrand, weight), [0.14, 0.24, 0.34]),
          // Chakra's light defaults for these are below AA (text on white, white on solid).
          fg: { error: value('#b91c1c'), subtle: value('#5f5f68') },
          red: { solid: value('{colors.red.700}') },
          green: { solid: value('{colors.green.700}') },
          orange: { solid: value('{colors.orange.700}') },
          border: { error: value('#b91c1c') },
        },
      },
    },
  });
  return createSystem(portalThemeConfig(), mergeConfigs(accessibleTheme, config));
}
