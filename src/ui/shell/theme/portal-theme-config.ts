import { defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  tableSlotRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  switchSlotRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Colour palettes no screen uses: leaving them out saves the theme build ~20% of its tokens. */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/** A semantic token's value in each colour mode, as Chakra's default theme writes it. */
type ModeValue = { readonly _light?: unknown; readonly _dark?: unknown; readonly base?: unknown };
const isModeValue = (value: unknown): value is ModeValue =>
  typeof value === 'object' && value !== null && ('_light' in value || '_dark' in value);

/**
 * Chakra's semantic tokens with their light value only. The portal has no dark mode (nothing sets
 * Chakra's `.dark` class), so the dark values were only cost: a token with two modes is built,
 * resolved and written to the page's CSS twice. Without them the theme build takes about a third
 * less time (docs/benchmarks.md, 2026-11-27 first-visit work) and the page's token CSS is smaller.
 */
export function lightOnly<T>(tokens: T): T {
  const walk = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if ('value' in node) {
      const { value } = node as { value: unknown };
      return isModeValue(value) ? { ...node, value: value._light ?? value.base } : node;
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(tokens) as T;
}

let merged: SystemConfig | undefined;

/**
 * Chakra's default theme with only the recipes and colour palettes the portal uses, instead of
 * `defaultConfig` (which bundles every component's recipe and costs the first visit ~15 kB
 * gzip, and the theme build time on every start). A component whose recipe is missing here
 * renders unstyled: add its recipe when you use it. Recipes of components that load on demand
 * (the date picker's) are passed to the component instead (`recipe` prop), so that they load
 * with it.
 *
 * Merged at its first use, not when the module loads: the merge takes about 7 ms of a phone's
 * CPU, and the portal's start runs it in a task of its own (main.tsx).
 */
export function portalThemeConfig(): SystemConfig {
  merged ??= mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
        semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
        textStyles,
        layerStyles,
        animationStyles,
        recipes: {
          badge: badgeRecipe,
          button: buttonRecipe,
          container: containerRecipe,
          heading: headingRecipe,
          icon: iconRecipe,
          input: inputRecipe,
          link: linkRecipe,
          separator: separatorRecipe,
          skeleton: skeletonRecipe,
          skipNavLink: skipNavLinkRecipe,
          spinner: spinnerRecipe,
        },
        slotRecipes: {
          alert: alertSlotRecipe,
          card: cardSlotRecipe,
          checkbox: checkboxSlotRecipe,
          dataList: dataListSlotRecipe,
          dialog: dialogSlotRecipe,
          emptyState: emptyStateSlotRecipe,
          field: fieldSlotRecipe,
          menu: menuSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
          switch: switchSlotRecipe,
          table: tableSlotRecipe,
          toast: toastSlotRecipe,
        },
      },
    }),
  );
  return merged;
}
