import { createToaster } from '@chakra-ui/react';

/** The portal's toasts (docs/behaviour/rules.md#timings): top right, 5000 ms, dismissible; one store per mounted portal (ADR-0005). */
export const createToastStore = () => createToaster({ placement: 'top-end', duration: 5000, max: 4 });

export type ToastStore = ReturnType<typeof createToastStore>;
