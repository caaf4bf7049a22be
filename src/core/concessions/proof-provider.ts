import { token, type Token } from '../shared/token';

/** A proof provider's page (a digital identity, an institution's directory): sends the rider there. */
export interface ProofProvider {
  open(url: string): Promise<void>;
}

export const ProofProvider: Token<ProofProvider> = token('ProofProvider');
