import { createElement, lazy, useState, type ComponentType } from 'react';

/** A screen loaded on demand, which can be loaded ahead of its first render. */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Downloads the screen's code; once it is in, the screen renders at once (no fallback in its place). */
  readonly preload: () => Promise<void>;
};

/**
 * A screen loaded on demand. Once downloaded it renders at once: React.lazy would still suspend on its first render
 * and show its fallback, a screen too short for a moment (the footer drawn under it is pushed down: a layout shift),
 * for at least React's 300 ms reveal throttle. The portal's start preloads the first page's screen before its first
 * render (main.tsx), and a login the signed-in pages' (signed-in-prefetch.ts).
 */
export function lazyScreen<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function LazyScreen(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyScreen, { preload });
}

/** The preload of a route's screen element, if it is a lazy screen. */
export const preloadOf = (type: unknown): (() => Promise<void>) | undefined =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
    ? (type.preload as () => Promise<void>)
    : undefined;
