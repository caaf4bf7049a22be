import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { serializeStyles, type Interpolation } from '@emotion/serialize';

/** The `data-emotion` key of the style element that holds the theme's global CSS. */
export const GLOBAL_STYLES_KEY = 'tapway-global';

/** Systems whose global CSS is in the page already, each with the copy ChakraProvider gets (no global CSS of its own). */
const written = new WeakMap<SystemContext, SystemContext>();

export interface GlobalStylesOptions {
  /** Emotion's fast insertion (`insertRule`, no text in the style element): the production build's. */
  readonly speedy: boolean;
  /** Awaited before each part: lets the browser paint and handle input between them. */
  readonly between: () => Promise<void>;
}

/**
 * Writes the theme's global CSS — Chakra's reset, its base styles and the token variables, about 27 kB — into the
 * page before the portal's first render, one part per task. ChakraProvider would otherwise compile all of it inside
 * the first render's commit, the longest task of a first visit on a slow phone (docs/adr/0014-first-visit-tasks.md).
 * The CSS and its place are the same as ChakraProvider's: in the page's head, before the components' styles.
 */
export async function writeGlobalStyles(system: SystemContext, options: GlobalStylesOptions): Promise<void> {
  if (written.has(system)) return;
  const compiler = createCache({ key: GLOBAL_STYLES_KEY, speedy: options.speedy });
  for (const part of system._global) {
    await options.between();
    compiler.insert('', serializeStyles([part as Interpolation]), compiler.sheet, false);
  }
  written.set(system, { ...system, _global: [] });
}

/** The system for ChakraProvider: without its global CSS when writeGlobalStyles has put that in the page already. */
export function providedSystem(system: SystemContext): SystemContext {
  return written.get(system) ?? system;
}
