import type { ReactElement } from 'react';
import type { RouteAccess } from '../../../core/session/route-access';
import type { PageName } from '../paths';
import type { LazyPageReads } from './route-reads';

/** One page of a feature: its path name, who may open it (docs/behaviour/screens.md#route-access) and its screen. */
export interface FeatureRoute {
  readonly page: PageName;
  readonly access: RouteAccess;
  readonly element: ReactElement;
  /** A page of password accounts (sign-up, recovery): an enterprise-only operator sends it to its login. */
  readonly passwordAccounts?: true;
  /**
   * The feature's message set its screen suspends on: loaded with the screen's code when a visit opens on the page, so
   * that the first render shows the page whole (docs/adr/0017-public-pages-static-shell.md).
   */
  readonly namespace?: string;
  /** The page's reads, started with its route in parallel with its code (a signed-in page). */
  readonly reads?: LazyPageReads;
}
