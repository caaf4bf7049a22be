import type { ReadSignal } from '../shared/read-signal';
import type { ClaimRules } from './claim-rules';
import type { Claims } from './claims';

/** The operator's claim rules, shown before the rider starts a claim (null: the operator does not say). */
export class LoadClaimRules {
  constructor(private readonly claims: Claims) {}

  execute(signal?: ReadSignal): Promise<ClaimRules | null> {
    return this.claims.rules(signal);
  }
}
