import { isPageHandle } from './page-handle';

/**
 * Loads the screen of the page a visit opens on, when it loads on demand (its route's handle names a preload), with the
 * message set it suspends on, so that
 * the portal's first render shows it whole: with React.lazy's fallback in its place the page is too short for a moment
 * and its footer, drawn under it, is pushed down when it comes (a layout shift). A failure is left to the page, which
 * loads it again and shows its own error.
 */
export function loadFirstScreen(
  matches: readonly { readonly route: { readonly handle?: unknown } }[],
  loadNamespace: (namespace: string) => Promise<unknown>,
): Promise<void> {
  const handle = matches
    .map((match) => match.route.handle)
    .filter(isPageHandle)
    .findLast((candidate) => candidate.preload !== undefined);
  if (!handle?.preload) return Promise.resolve();
  return Promise.all([handle.preload(), handle.namespace ? loadNamespace(handle.namespace) : undefined]).then(
    () => undefined,
    () => undefined,
  );
}
