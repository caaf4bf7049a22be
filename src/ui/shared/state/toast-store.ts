import { createToaster } from '@chakra-ui/react';

/** Where toasts sit from the window's edges: at the top, below the navbar (5rem at most), so its user menu stays in reach. */
export const TOAST_OFFSETS = { top: '6rem', right: '1rem', bottom: '1rem', left: '1rem' } as const;

/** The portal's toasts (docs/behaviour/rules.md#timings): top right, 5000 ms, dismissible; one store per mounted portal (ADR-0005). */
export const createToastStore = () =>
  createToaster({ placement: 'top-end', duration: 5000, max: 4, offsets: TOAST_OFFSETS });

export type ToastStore = ReturnType<typeof createToastStore>;
