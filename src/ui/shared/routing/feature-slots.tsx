import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * The pieces a feature shows on another feature's page. A feature imports no other feature, so the
 * page names a slot and the shell fills it with what the owning feature registered (feature-routes.ts).
 */
export interface FeatureSlots {
  /** What the rider owes, with Pay now (the dashboard, the payments page): the settlement feature. */
  readonly pendingPayments?: ComponentType;
  /** A settlement's outcome when the provider brings the rider back (the payments page): the settlement feature. */
  readonly settlementReturn?: ComponentType;
}

export type SlotName = keyof FeatureSlots;

const SlotsContext = createContext<FeatureSlots>({});

export function FeatureSlotsProvider({ slots, children }: { slots: FeatureSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** What the owning feature registered for `name` (nothing when none did); it loads on its own, the page does not wait. */
export function FeatureSlot({ name }: { name: SlotName }) {
  const Piece = useContext(SlotsContext)[name];
  if (!Piece) return null;
  return (
    <Suspense fallback={null}>
      <Piece />
    </Suspense>
  );
}
