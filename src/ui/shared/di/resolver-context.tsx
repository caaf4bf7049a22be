import { createContext, useContext, type ReactNode } from 'react';
import type { Key } from '../../../core/shared/token';

/** What the UI needs of the composition root: resolve a service by its id. */
export interface Resolver {
  get<T>(key: Key<T>): T;
}

const ResolverContext = createContext<Resolver | null>(null);

export function ResolverProvider({ resolver, children }: { resolver: Resolver; children: ReactNode }) {
  return <ResolverContext.Provider value={resolver}>{children}</ResolverContext.Provider>;
}

export function useResolver(): Resolver {
  const resolver = useContext(ResolverContext);
  if (!resolver) throw new Error('useResolver needs a ResolverProvider above it');
  return resolver;
}
