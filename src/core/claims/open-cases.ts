import { isDecided, type ClaimCase } from './claim-case';

/** The cases the operator has not decided yet (submitted or in review), in the order given. */
export const openCases = (cases: readonly ClaimCase[]): ClaimCase[] =>
  cases.filter((claim) => !isDecided(claim.status));
