import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './create-query-client';
import { useQueryClientSlot } from './query-client-slot';

/** Provides the portal's QueryClient to the views below (the signed-in pages), making it on first use. */
export function PortalQueries({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  const [client] = useState(() => slot.get(createQueryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
