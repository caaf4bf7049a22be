import type { ProofOutcome, ProofRequest, ProofReturn } from './concession';
import type { Concessions } from './concessions';
import type { ProofProvider } from './proof-provider';

/** A reference as the rider typed it: spaces around and inside taken out, upper case; empty is no reference. */
export const normaliseReference = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/**
 * Proves a rider's eligibility for a concession: a digital identity or an institution's directory sends the rider to
 * the provider's page (`redirect`, opened through the ProofProvider); an operator's check answers at once — the reference checked against the operator's
 * list, or, without one, a request for its review. Refusals come back typed.
 */
export class ProveEligibility {
  constructor(
    private readonly concessions: Concessions,
    private readonly provider: ProofProvider,
  ) {}

  async execute(request: ProofRequest): Promise<ProofOutcome> {
    const reference = request.reference === undefined ? '' : normaliseReference(request.reference);
    const { reference: _, ...rest } = request;
    const outcome = await this.concessions.prove(reference ? { ...rest, reference } : rest);
    if (outcome.kind === 'redirect') await this.provider.open(outcome.url);
    return outcome;
  }
}

/**
 * Ends a proof with the provider's answer read from the return address: the operator verifies it (signature,
 * audience, nonce, expiry) and decides. A rider who cancelled at the provider is told so.
 */
export class CompleteEligibilityProof {
  constructor(private readonly concessions: Concessions) {}

  execute(answer: ProofReturn): Promise<ProofOutcome> {
    return this.concessions.completeProof(answer);
  }
}
