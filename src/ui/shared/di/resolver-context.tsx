import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '../../../core/shared/token';

/** A class or a port's typed token: either resolves to its own type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ServiceId<T> = (abstract new (...args: any[]) => T) | Token<T>;

/** What the UI needs of the composition root: resolve a service by its id. */
export interface Resolver {
  get<T>(id: ServiceId<T>): T;
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
