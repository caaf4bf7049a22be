import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import type { Operator } from '../../core/domain/operator';
import { darkenUntilReadable, mix, parseHex, readableOn } from './contrast';
import { portalThemeConfig } from './portal-theme-config';

const WHITE = '#ffffff';
const FALLBACK_BRAND = '#1f4e8c';

const value = (v: string) => ({ value: v });

/**
 * Chakra's system in the operator's colours, as the `brand` palette (the default palette).
 * `onbrand` is the palette for controls on the brand colour. Text on the brand colour and brand-coloured text on white are kept at WCAG AA or better.
 */
export function createOperatorSystem(operator: Operator): SystemContext {
  const brand = parseHex(operator.colors.brand) ? operator.colors.brand : FALLBACK_BRAND;
  const onBrand = readableOn(brand, operator.colors.brandContrast);
  const brandText = darkenUntilReadable(brand, WHITE);
  const config = defineConfig({
    globalCss: {
      html: { colorPalette: 'brand' },
      body: { bg: 'bg.subtle', color: 'fg' },
    },
    theme: {
      semanticTokens: {
        colors: {
          brand: {
            solid: value(brand),
            contrast: value(onBrand),
            fg: value(brandText),
            subtle: value(mix(brand, WHITE, 0.9)),
            muted: value(mix(brand, WHITE, 0.8)),
            emphasized: value(mix(brand, WHITE, 0.65)),
            focusRing: value(brandText),
            border: value(brandText),
          },
          // For controls placed on the brand colour (headers): the ring and text in its contrast colour.
          onbrand: {
            solid: value(onBrand),
            contrast: value(brand),
            fg: value(onBrand),
            subtle: value(mix(brand, onBrand, 0.14)),
            muted: value(mix(brand, onBrand, 0.24)),
            emphasized: value(mix(brand, onBrand, 0.34)),
            focusRing: value(onBrand),
            border: value(onBrand),
          },
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
  return createSystem(portalThemeConfig, config);
}
