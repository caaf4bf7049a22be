/** A screen's reload (the error modal's): a history state whose counter the route outlet keys the screen by. */
export interface ReloadState {
  readonly reload?: number;
}

/** How many times the current entry was reloaded; 0 for none (or a state that is not one). */
export const reloadsOf = (state: unknown): number => {
  const reload = (state as ReloadState | null | undefined)?.reload;
  return typeof reload === 'number' ? reload : 0;
};

/** The state of one more reload of the current entry, keeping what it held. */
export const reloaded = (state: unknown): object => ({ ...(typeof state === 'object' && state !== null ? state : {}), reload: reloadsOf(state) + 1 });
