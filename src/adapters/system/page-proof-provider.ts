import type { ProofProvider } from '../../core/concessions/proof-provider';

/** The proof provider's page opened in this tab: it sends the rider back to the portal's return address. */
export class PageProofProvider implements ProofProvider {
  open(url: string): Promise<void> {
    window.location.assign(url);
    // The page is going away: nothing follows.
    return new Promise<void>(() => undefined);
  }
}
