import type { Clock } from '../shared/clock';
import type { Ticket } from '../travels/ticket';
import type { ClaimCase } from './claim-case';
import { correctionEligibility } from './claim-eligibility';
import type { ClaimRules } from './claim-rules';
import type { CaseAnswer, Claims } from './claims';
import { stationOf } from './suggest-exit';

/** A correction to claim: the incomplete trip and where the rider left it. */
export interface CorrectionRequest {
  readonly ticket: Pick<Ticket, 'id' | 'firstTap' | 'validFrom' | 'incomplete'>;
  readonly exitStation: string;
  /** The rules and cases the page already holds; read from the operator when absent. */
  readonly rules?: ClaimRules | null;
  readonly cases?: readonly ClaimCase[];
}

/**
 * Claims an incomplete trip's correction (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported).
 * What the portal can already tell is answered without asking the operator to open a case — a trip not incomplete or
 * claimed already, the claim window closed, the month's corrections used, an exit the operator does not have (or the
 * entry itself); the rest is the operator's answer: the case opened (approved at once for the rider's regular journey)
 * or its refusal. Without rules (the operator does not say) the operator alone decides.
 */
export class ClaimJourneyCorrection {
  constructor(
    private readonly claims: Claims,
    private readonly clock: Clock,
  ) {}

  async execute(request: CorrectionRequest): Promise<CaseAnswer> {
    const exitStation = request.exitStation.trim();
    const [rules, cases] = await Promise.all([
      request.rules !== undefined ? request.rules : this.claims.rules(),
      request.cases ?? this.claims.cases(),
    ]);
    if (rules) {
      const eligibility = correctionEligibility(request.ticket, rules, cases, this.clock.now());
      if (eligibility.kind === 'refused') return eligibility;
      const known = rules.stations.some((station) => station.station === exitStation);
      if (!known || exitStation === stationOf(request.ticket.firstTap))
        return { kind: 'refused', reason: 'unknown_station' };
    }
    return this.claims.claimCorrection(request.ticket.id, exitStation);
  }
}
