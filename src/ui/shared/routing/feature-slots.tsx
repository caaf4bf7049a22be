import { createContext, createElement, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { BankCard } from '../../../core/cards/bank-card';
import type { ReadProviderAnswer } from '../../../core/cards/provider-answer';
import type { Payment } from '../../../core/travels/payment';
import type { Ticket } from '../../../core/travels/ticket';

/** The provider's answer the page took out of its address (useProviderReturn), for the piece that reports it. */
export type ReturnedAnswer = Exclude<ReadProviderAnswer, { kind: 'none' }>;

/** The slots, and what the page hands the piece in each. */
export interface SlotProps {
  /** What the rider owes, with Pay now (the dashboard, the payments page): the settlement feature. */
  readonly pendingPayments: object;
  /**
   * A settlement's outcome when the provider brings the rider back (the payments page): the
   * settlement feature. The page reads the answer itself, so that it leaves the address at once.
   */
  readonly settlementReturn: { readonly answer: ReturnedAnswer };
  /** The day's and the week's progress toward the fare caps (the trips and payments pages): the fare-caps feature. */
  readonly capProgress: object;
  /** "Capped" and what a trip would have cost (the trips table and the trip's details): the fare-caps feature. */
  readonly cappedFare: { readonly ticket: Ticket; readonly detailed?: boolean };
  /** A concession's fare and the full fare beside it (the trips table and the trip's details): the concessions feature. */
  readonly concessionFare: { readonly ticket: Ticket; readonly detailed?: boolean };
  /** An age concession the rider may qualify for, with the way to Discounts (the dashboard): the concessions feature. */
  readonly concessionHint: object;
  /** This week's spending against the weekly cap per card (the dashboard): the fare-caps feature. */
  readonly weeklyCaps: object;
  /** What the caps took off a travel day's trips, beside its total (the journey view): the fare-caps feature. */
  readonly dayCapSavings: { readonly tickets: readonly Ticket[] };
  /**
   * An incomplete journey or a corrected one, and its claim (the trips table, the journey view, the trip's details):
   * the claims feature. `detailed` (the trip's details) adds "Correct this journey" and "Report a problem".
   */
  readonly tripClaim: { readonly ticket: Ticket; readonly detailed?: boolean };
  /** The period's incomplete journeys still to correct, each opening its trip (the trips page): the claims feature. */
  readonly incompleteJourneys: { readonly tickets: readonly Ticket[]; readonly onOpen: (ticket: Ticket) => void };
  /** A refund line or a credit (the payments table, the payment's details), and "Report a problem": the claims feature. */
  readonly paymentClaim: { readonly payment: Payment; readonly detailed?: boolean };
  /** The rider's open claims and reports, with the way to the claims page (the dashboard): the claims feature. */
  readonly openCases: object;
  /**
   * A card's state at the gates, its badge and what it means (the bank cards table's "At the gates" column): the
   * card-status feature. The page shows the column where the slot is filled and the operator offers cardStatus.
   */
  readonly cardState: { readonly card: BankCard };
  /** A card blocked at the gates, or a block lifted today (the dashboard): the card-status feature. */
  readonly blockedCards: object;
  /** The alerts by e-mail and their switches (Account): the alerts feature. */
  readonly accountAlerts: object;
  /** The last 12 months' spending and the statement for expenses (the payments page): the records feature. */
  readonly paymentRecords: object;
  /** The last 12 months' spending, summarised (the dashboard): the records feature. */
  readonly spendingSummary: object;
  /** "Download my data" (the account page): the records feature. */
  readonly riderData: object;
}

export type SlotName = keyof SlotProps;

/**
 * The pieces a feature shows on another feature's page. A feature imports no other feature, so the
 * page names a slot and the shell fills it with what the owning feature registered (feature-routes.ts).
 */
export type FeatureSlots = { readonly [N in SlotName]?: ComponentType<SlotProps[N]> };

const SlotsContext = createContext<FeatureSlots>({});

export function FeatureSlotsProvider({ slots, children }: { slots: FeatureSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** Whether a feature registered a piece for `name` (a page leaves out a column no feature fills). */
export function useSlotFilled(name: SlotName): boolean {
  return useContext(SlotsContext)[name] !== undefined;
}

/** What the owning feature registered for `name` (nothing when none did); it loads on its own, the page does not wait. */
export function FeatureSlot<N extends SlotName>({ name, ...props }: { readonly name: N } & SlotProps[N]) {
  const Piece = useContext(SlotsContext)[name] as ComponentType<object> | undefined;
  if (!Piece) return null;
  return <Suspense fallback={null}>{createElement(Piece, props)}</Suspense>;
}
