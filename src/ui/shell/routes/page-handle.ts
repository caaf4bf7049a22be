import type { PageName } from '../../shared/paths';

/** What a route tells the shell about its page (the router's `handle`). */
export interface PageHandle {
  readonly page: PageName;
  /** The page's screen code, when it loads on demand: the portal's start loads the first page's before rendering. */
  readonly preload?: () => Promise<void>;
  /** The message set the screen suspends on, loaded with its code. */
  readonly namespace?: string;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { page?: unknown }).page === 'string';
