import type {
  ConcessionOffer,
  ConcessionProof,
  ProofOutcome,
  ProofRefusal,
} from '../../../core/concessions/concession';
import { ageOn } from '../../../core/concessions/concession-validity';
import type { CalendarDay } from '../../../core/shared/calendar-day';

/** Who the stand-in providers say the rider is: a digital identity's date of birth, a directory's status. */
export interface ProofWorld {
  readonly birthdate?: CalendarDay;
  /** The dates of birth the riders gave their accounts, by account id (the operator's records): what `mayQualify` reads. */
  readonly accountBirthdates?: ReadonlyMap<number, CalendarDay>;
  readonly status?: string;
  /** The operator's list of references (agency or benefits cards), each used by no account or one. */
  readonly references?: ReadonlyMap<string, number | null>;
  /** The provider's answer is cancelled by the rider. */
  readonly cancels?: boolean;
}

export interface PendingProof {
  readonly accountId: number;
  readonly key: string;
  readonly proof: ConcessionProof;
}

/** The provider's verdict on a completed proof: approved, or why not. */
export function verdictOf(offer: ConcessionOffer, proof: ConcessionProof, world: ProofWorld, today: CalendarDay) {
  if (proof === 'digitalIdentity') {
    if (!world.birthdate) return 'not_eligible' satisfies ProofRefusal;
    return ageOn(world.birthdate, today) >= (offer.minimumAge ?? 0) ? 'approved' : ('too_young' satisfies ProofRefusal);
  }
  return world.status === 'student' ? 'approved' : ('not_eligible' satisfies ProofRefusal);
}

export const refused = (reason: ProofRefusal): ProofOutcome => ({ kind: 'refused', reason });
