import type { PageName } from '../../shared/paths';

/** What a route tells the shell about its page (the router's `handle`). */
export interface PageHandle {
  readonly page: PageName;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { page?: unknown }).page === 'string';
