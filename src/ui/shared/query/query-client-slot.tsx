import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where a mounted portal keeps its one QueryClient (ADR 0009). The client, and the query
 * library with it, is made by the first view that reads server state (the signed-in pages), so
 * that a first visit to the login page does not load the library.
 */
export class QueryClientSlot {
  private client: QueryClient | undefined;
  private owner: number | null = null;

  /**
   * The portal's client, made with `create` on first use. `owner` is the signed-in account: when it is not the
   * one the cache was filled for, the cache is emptied first (the next rider on the device sees nothing of the last).
   */
  get(create: () => QueryClient, owner: number | null = null): QueryClient {
    if (this.client && owner !== this.owner) this.client.clear();
    this.owner = owner;
    this.client ??= create();
    return this.client;
  }
}

const SlotContext = createContext<QueryClientSlot | null>(null);

export function QueryClientSlotProvider({ slot, children }: { slot: QueryClientSlot; children: ReactNode }) {
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

export function useQueryClientSlot(): QueryClientSlot {
  const slot = useContext(SlotContext);
  if (!slot) throw new Error('useQueryClientSlot needs a QueryClientSlotProvider above it');
  return slot;
}
