import type { ReadSignal } from '../shared/read-signal';
import type { ClaimCase } from './claim-case';
import type { Claims } from './claims';

/** The cases' order on the claims page: newest first. */
export const byCreatedDescending = (a: ClaimCase, b: ClaimCase): number => b.created.getTime() - a.created.getTime();

/** The rider's claims and reports with the operator, newest first. */
export class ListCases {
  constructor(private readonly claims: Claims) {}

  async execute(signal?: ReadSignal): Promise<ClaimCase[]> {
    const cases = await this.claims.cases(signal);
    return [...cases].sort(byCreatedDescending);
  }
}
