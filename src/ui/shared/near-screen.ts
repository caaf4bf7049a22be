import { createContext, useContext } from 'react';

// What WhenNearScreen (when-near-screen.tsx) tells the piece it shows; apart, for the pieces' light first code.

/** Near from the first (a short page, a tall screen), or approached: the rider scrolled or moved the focus towards it. */
export type Nearness = 'at-first' | 'approached';

export const Approached = createContext(false);

/**
 * Whether the rider came towards the piece (scrolling, moving the focus) before it showed: while it loads, it holds
 * its room then, or what is under it (the page's footer, in view by now) would be pushed down as it comes. Near from
 * the first, it comes as the page's other pieces do, holding nothing it might give back.
 */
export const useApproached = (): boolean => useContext(Approached);
