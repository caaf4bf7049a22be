import { createElement, lazy, useState, type ComponentType } from 'react';

/** What a signed-in rider's first page loads on demand (its layout, the dashboard screen). */
const loaders = new Set<() => Promise<unknown>>();

/**
 * A component of the signed-in pages, loaded on demand and registered so that a login can start
 * downloading it. Once downloaded it renders at once: React.lazy would still suspend on its first
 * render and show its fallback for at least React's 300 ms reveal throttle.
 */
export function lazyOnSignIn<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadComponent = () => load().then((module) => (loaded = pick(module)));
  loaders.add(loadComponent);
  const Lazy = lazy(() => loadComponent().then((component) => ({ default: component })));
  return function LazyOnSignIn(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  };
}

let preparation: (() => Promise<void>) | undefined;
let prepared: Promise<void> | undefined;

/**
 * What the composition root loads before the signed-in pages (their use cases): the signed-in
 * layout waits for it, and it starts with the pages' own prefetch. Loaded once; tried again after a failure.
 */
export function beforeSignedInPages(prepare: () => Promise<void>): void {
  preparation = prepare;
  prepared = undefined;
}

/** The preparation, started once (at once when there is none). */
export function signedInPrepared(): Promise<void> {
  if (!preparation) return Promise.resolve();
  prepared ??= preparation().catch((error: unknown) => {
    prepared = undefined;
    throw error;
  });
  return prepared;
}

/** Starts loading the signed-in pages while a login is in flight (a failure is left to the page itself). */
export function prefetchSignedInPages(): void {
  signedInPrepared().catch(() => undefined);
  for (const load of loaders) load().catch(() => undefined);
}
