/** What a signed-in rider's first page loads on demand (its layout, the dashboard screen). */
const loaders = new Set<() => Promise<unknown>>();

/**
 * Registers a lazily loaded part of the signed-in pages (by the route that loads it), so that a
 * login can start downloading it; answers the loader, for React.lazy.
 */
export function prefetchedOnSignIn<T>(load: () => Promise<T>): () => Promise<T> {
  loaders.add(load);
  return load;
}

/** Starts loading the signed-in pages while a login is in flight (a failure is left to the page itself). */
export function prefetchSignedInPages(): void {
  for (const load of loaders) load().catch(() => undefined);
}
