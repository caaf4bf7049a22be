import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { ConcessionsView, LinkAnswer, LinkRequest, ProofOutcome, ProofRequest, ProofReturn } from './concession';

/**
 * The operator's side of concessions (docs/contracts.md#concessions-reduced-fares-on-a-bank-card). `view` is null for an
 * operator that does not offer them (the portal then shows nothing of them, with no error).
 */
export interface Concessions {
  view(signal?: ReadSignal): Promise<ConcessionsView | null>;
  link(request: LinkRequest): Promise<LinkAnswer>;
  /** Starts a proof: the provider's page to go to, or at once the operator's outcome (a reference checked, a review). */
  prove(request: ProofRequest): Promise<ProofOutcome>;
  /** Ends a proof with the provider's answer from the return address: the operator verifies it and decides. */
  completeProof(answer: ProofReturn): Promise<ProofOutcome>;
}

export const Concessions: Token<Concessions> = token('Concessions');
