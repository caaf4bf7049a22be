import type { CalendarDay } from '../shared/calendar-day';
import type { LegalIdentity } from '../shared/operator';

/** How the operator's fares carry VAT: a rate included in them, or the exemption's wording as the operator words it. */
export type VatTreatment =
  { readonly kind: 'rate'; readonly percent: number } | { readonly kind: 'exempt'; readonly text: string };

/** The operator's legal identity, as a statement must print it (docs/contracts.md#statements-statements-for-a-period-for-expenses). */
export interface Issuer extends LegalIdentity {
  readonly vatNumber: string;
  readonly vat: VatTreatment;
}

/** A statement the operator numbered for a period: its number, when it was first issued, and who issues it. */
export interface StatementIssue {
  readonly number: string;
  readonly from: CalendarDay;
  readonly to: CalendarDay;
  readonly issuedAt: Date;
  readonly issuer: Issuer;
}
