import { defineConfig } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import './accessible-theme.css';

/** The palettes whose focus ring Chakra draws in a light shade (400–500): on their own subtle banners it reads at 2.4–3.3:1. */
const RING_PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;

/**
 * What the portal's theme adds to Chakra's defaults for WCAG 2.2 AA beyond text contrast (docs/accessibility.md):
 * - non-text contrast (1.4.11) of at least 3:1: the focus ring of a control on a banner of its palette (the shade
 *   700), the border of inputs and selects (`border.control`, gray 500), the track of a progress bar (its outline);
 * - in accessible-theme.css (a stylesheet, out of the first visit's JavaScript): the tracks' outline; under forced
 *   colours the progress bars' fill and the switches' on and off in system colours (Windows' contrast themes drop
 *   background colours, and both vanished); under reduced motion, dialogs, menus and the other overlays unanimated.
 */
export const accessibleTheme = defineConfig({
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
