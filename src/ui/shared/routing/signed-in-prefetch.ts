import type { ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';

/** What a signed-in rider's first page loads on demand (its layout, the dashboard screen). */
const loaders = new Set<() => Promise<unknown>>();

/** A component of the signed-in pages, loaded on demand (lazyScreen) and registered so that a login can start downloading it. */
export function lazyOnSignIn<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const screen = lazyScreen(load, pick);
  loaders.add(screen.preload);
  return screen;
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
