import { defineConfig } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

/** The palettes whose focus ring Chakra draws in a light shade (400–500): on their own subtle banners it reads at 2.4–3.3:1. */
const RING_PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;

/** Chakra's `prefers-reduced-motion` is not honoured by its overlays: their opening and closing are instant then. */
const OVERLAYS = ['dialog', 'menu', 'popover', 'date-picker', 'select', 'tooltip', 'toast']
  .map((scope) => `[data-scope="${scope}"]`)
  .join(', ');

/**
 * What the portal's theme adds to Chakra's defaults for WCAG 2.2 AA beyond text contrast (docs/accessibility.md):
 * - non-text contrast (1.4.11) of at least 3:1: the focus ring of a control on a banner of its palette (the shade
 *   700), the border of inputs and selects (`border.control`, gray 500), the track of a progress bar (its outline);
 * - forced colours: the progress bars' fill and the switches' on and off drawn in system colours (Windows' contrast
 *   themes drop background colours, and both vanished);
 * - reduced motion: dialogs, menus and the other overlays open and close without animating.
 */
export const accessibleTheme = defineConfig({
  globalCss: {
    '.chakra-progress__track': {
      outline: '1px solid {colors.border.control}',
      outlineOffset: '-1px',
      _highContrast: { forcedColorAdjust: 'none', background: 'Canvas !important', outlineColor: 'CanvasText' },
    },
    '.chakra-progress__range': { _highContrast: { forcedColorAdjust: 'none', background: 'Highlight !important' } },
    '.chakra-switch__control': {
      _highContrast: {
        forcedColorAdjust: 'none',
        background: 'Canvas !important',
        border: '1px solid CanvasText !important',
      },
    },
    '.chakra-switch__control[data-state="checked"]': {
      _highContrast: { background: 'Highlight !important', borderColor: 'Highlight !important' },
    },
    '.chakra-switch__thumb': { _highContrast: { forcedColorAdjust: 'none', background: 'CanvasText !important' } },
    '.chakra-switch__control[data-state="checked"] .chakra-switch__thumb': {
      _highContrast: { background: 'HighlightText !important' },
    },
    [OVERLAYS]: {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    semanticTokens: {
      colors: {
        ...Object.fromEntries(
          RING_PALETTES.map((palette) => [palette, { focusRing: { value: `{colors.${palette}.700}` } }]),
        ),
        border: { control: { value: '{colors.gray.500}' } },
      },
    },
    recipes: {
      input: { variants: { variant: { outline: { borderColor: 'border.control' } } } },
    },
    slotRecipes: {
      nativeSelect: {
        slots: nativeSelectSlotRecipe.slots,
        variants: { variant: { outline: { field: { borderColor: 'border.control' } } } },
      },
    },
  },
});
