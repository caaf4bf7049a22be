import { QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useMemo, useState, type ReactNode } from 'react';
import { SavedReads } from '../../../core/session/saved-reads';
import { useUseCase } from '../di/use-use-case';
import { useSession } from '../hooks/use-session';
import { useUiState } from '../state/ui-state';
import { createQueryClient, madeAt, SAVED_READS_MAX_AGE_MS } from './create-query-client';
import { useQueryClientSlot } from './query-client-slot';
import { SAVED_READS_VERSION, savedReadsPersister } from './saved-reads-persister';
import { useReconnectionProbe } from './use-reconnection-probe';

/** The queries whose data is the device's copy: not read since the client was made, nor being read. */
const restoredOnly =
  (client: QueryClient) =>
  (query: Query): boolean =>
    query.state.fetchStatus === 'idle' && query.state.dataUpdatedAt < madeAt(client);

/**
 * Provides the portal's QueryClient to the views below (the signed-in pages), making it on first use. For a
 * signed-in rider the cache is restored from, and saved to, that rider's copy on the device (ADR 0012).
 */
export function PortalQueries({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  const accountId = useSession()?.id ?? null;
  const [client] = useState(() => slot.get(createQueryClient, accountId));
  useReconnectionProbe(client);
  const savedReads = useUseCase(SavedReads);
  const { session } = useUiState();
  const persister = useMemo(
    () =>
      accountId === null ? null : savedReadsPersister(savedReads, accountId, () => session.account?.id === accountId),
    [savedReads, session, accountId],
  );
  if (persister === null) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      key={accountId}
      client={client}
      persistOptions={{ persister, maxAge: SAVED_READS_MAX_AGE_MS, buster: SAVED_READS_VERSION }}
      // What the rider saw shows at once, and is then read again from the operator: a copy saved seconds ago (before
      // paying at the provider, before unsubscribing from a mail's link) may no longer be what the operator holds.
      // A read the page's route started (on its way, or answered since the client was made) is not sent again.
      onSuccess={() => void client.invalidateQueries({ predicate: restoredOnly(client) }, { cancelRefetch: false })}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
