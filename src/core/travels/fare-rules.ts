import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { Money } from './money';

/** How the operator counts a week for its weekly cap: Monday to Sunday, or the last 7 days. */
export type WeeklyCapKind = 'calendarWeek' | 'rolling7Days';

/**
 * The operator's fare and caps (fareCaps extension: docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules).
 * The caps count per card: a phone wallet is a card of its own.
 */
export interface FareCaps {
  readonly fareName: string;
  readonly fare: Money;
  readonly dailyCap: Money;
  /** Absent: the operator caps days only. */
  readonly weeklyCap?: { readonly amount: Money; readonly kind: WeeklyCapKind };
  /** The zone the operator counts its days in (IANA name). */
  readonly timeZone: string;
}

/** The operator's fare rules at the operations API; null when it does not answer with them. */
export interface FareRules {
  fareCaps(signal?: ReadSignal): Promise<FareCaps | null>;
}

export const FareRules: Token<FareRules> = token('FareRules');

/** The operator's fare and caps for the rider's progress toward them (null: the operator does not say). */
export class LoadFareCaps {
  constructor(private readonly rules: FareRules) {}

  execute(signal?: ReadSignal): Promise<FareCaps | null> {
    return this.rules.fareCaps(signal);
  }
}
