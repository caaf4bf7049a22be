import type { ProofProvider } from '../../../core/concessions/proof-provider';

/** The proof provider's pages the rider was sent to, in order (the rider stays: a test plays the return). */
export class RecordingProofProvider implements ProofProvider {
  readonly opened: string[] = [];

  open(url: string): Promise<void> {
    this.opened.push(url);
    return Promise.resolve();
  }
}
