import type { ProofOutcome } from '../../../core/concessions/concession';

/** A proof's outcome as the page shows it: granted, under review or refused (a redirect is never shown). */
export type ShownOutcome = Exclude<ProofOutcome, { kind: 'redirect' }>;

/** The outcome a proof's return page hands to the discounts page, in the history entry's state. */
export interface ProofArrival {
  readonly proofOutcome: ShownOutcome;
}

/** The outcome a history entry's state carries, if any. */
export function proofOutcomeIn(state: unknown): ShownOutcome | null {
  const outcome = (state as Partial<ProofArrival> | null)?.proofOutcome;
  return outcome && typeof outcome === 'object' && typeof outcome.kind === 'string' ? outcome : null;
}
