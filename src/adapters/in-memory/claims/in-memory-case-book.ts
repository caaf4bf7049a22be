import { hasVisibleText } from '../../../../contract/operator-rules.mjs';
import { REPORT_KINDS, isDecided, type ClaimCase, type ReportKind } from '../../../core/claims/claim-case';
import { correctionEligibility } from '../../../core/claims/claim-eligibility';
import type { ClaimRules } from '../../../core/claims/claim-rules';
import type { CaseAnswer, CaseRefusal, ReportSubject } from '../../../core/claims/claims';
import { refundPreview } from '../../../core/claims/refund-preview';
import { MAX_REPORT_TEXT } from '../../../core/claims/report-charge-problem';
import { stationOf, suggestExit } from '../../../core/claims/suggest-exit';
import type { Clock } from '../../../core/shared/clock';
import { ServiceFailure } from '../../../core/shared/service-failure';
import { journeyOf } from '../../../core/travels/journey-days';
import type { Money } from '../../../core/travels/money';
import type { InMemoryCardNetwork } from '../cards/in-memory-card-network';
import type { InMemoryTravelLedger } from '../travels/in-memory-travel-ledger';
import { alreadyBack, leftOf } from './in-memory-case-money';

/** The sandbox metro's claim rules (sandbox/oms/network/network.mjs). */
export const METRO_CLAIM_RULES: ClaimRules = {
  maxFare: { minor: 500, currency: 'EUR' },
  maxJourneyMinutes: 120,
  claimWindowDays: 56,
  monthlyClaims: 3,
  refundMethod: 'refund',
  timeZone: 'Europe/Rome',
  stations: [
    { station: 'Termini', line: 'A' },
    { station: 'Colosseo', line: 'B' },
    { station: 'Piramide', line: 'B' },
    { station: 'Flaminio', line: 'A' },
    { station: 'San Giovanni', line: 'C' },
    { station: 'Ottaviano', line: 'A' },
    { station: 'Tiburtina', line: 'B' },
    { station: 'Lepanto', line: 'A' },
    { station: 'Pigneto', line: 'C' },
  ],
};

/** The operator's decision on a case in review (the sandbox's `POST /sandbox/api/cases/{id}/decide`). */
export type Decision =
  | { readonly decision: 'approved'; readonly refundAmount?: number; readonly reason?: string }
  | { readonly decision: 'refused'; readonly reason: string };

interface Kept {
  readonly accountId: number;
  readonly aliasPan: string;
  case: ClaimCase;
}

const refused = (reason: CaseRefusal): CaseAnswer => ({ kind: 'refused', reason });

/**
 * The operator's cases in memory, decided as the sandbox decides them
 * (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): a correction matching the rider's
 * regular journey is approved at once, any other case waits for `decide`; an approval refunds (a refund line, or a
 * credit off the card's next payment) and records the trip's correction in the ledger.
 */
export class InMemoryCaseBook {
  private readonly kept: Kept[] = [];
  private nextId = 1;

  constructor(
    readonly rules: ClaimRules,
    private readonly ledger: InMemoryTravelLedger,
    private readonly network: InMemoryCardNetwork,
    private readonly clock: Clock,
  ) {}

  /**
   * A case as the operator tells it: with what the other cases about its charge already gave back, and its trip and
   * payment as the lists name them (when entered, from and to; when paid, how much), as the sandbox tells them.
   */
  private told(claim: ClaimCase): ClaimCase {
    const found = claim.ticketId ? this.ledger.findTicket(claim.ticketId) : null;
    const charged = claim.paymentShortId ? this.ledger.findPayment(claim.paymentShortId) : null;
    const trip = found ? journeyOf(found.ticket, this.rules.timeZone) : null;
    return {
      ...claim,
      alreadyRefunded: alreadyBack(this.cases(), claim),
      ...(trip
        ? {
            trip: { enteredAt: trip.ticket.validFrom, from: trip.from, to: trip.to, timeZone: trip.timeZone },
          }
        : {}),
      ...(charged ? { payment: { created: charged.payment.created, amount: charged.payment.amount } } : {}),
    };
  }

  /** Every case, oldest first. */
  private cases(): ClaimCase[] {
    return this.kept.map((kept) => kept.case);
  }

  /** The account's cases, newest first, each with what the other cases about its charge already gave back. */
  casesOf(accountId: number): ClaimCase[] {
    return this.kept
      .filter((kept) => kept.accountId === accountId)
      .map((kept) => this.told(kept.case))
      .reverse();
  }

  /** A correction claimed by the account; another rider's trip is a ServiceFailure 'forbidden'. */
  correction(accountId: number, ticketId: string, exitStation: string): CaseAnswer {
    const found = this.ledger.findTicket(ticketId);
    if (!found) return refused('not_found');
    if (this.network.holderOf(found.aliasPan) !== accountId) throw new ServiceFailure('forbidden');
    const known = this.rules.stations.some((station) => station.station === exitStation);
    if (!known || stationOf(found.ticket.firstTap) === exitStation) return refused('unknown_station');
    const { ticket, payment, aliasPan } = found;
    const now = this.clock.now();
    const eligibility = correctionEligibility(ticket, this.rules, this.casesOf(accountId), now);
    if (eligibility.kind === 'refused') return eligibility;
    const kept = this.open(accountId, aliasPan, {
      kind: 'journey_correction',
      ticketId,
      paymentShortId: payment.shortId,
      amountAtStake: {
        minor: Math.min(
          refundPreview(ticket)?.minor ?? 0,
          leftOf(this.ledger, this.cases(), ticketId, payment.shortId).left,
        ),
        currency: ticket.amount.currency,
      },
      exitStation,
      text: null,
    });
    const trips = this.network.cardsOf(accountId).flatMap((card) => this.ledger.allTickets([card.aliasPan]));
    if (suggestExit(ticket, trips, this.rules, now)?.station === exitStation)
      this.settle(kept, { decision: 'approved' });
    return { kind: 'opened', case: this.told(kept.case) };
  }

  /** A problem reported by the account about a trip or a payment. */
  report(accountId: number, kind: ReportKind, subject: ReportSubject, text: string): CaseAnswer {
    if (!REPORT_KINDS.includes(kind)) throw new ServiceFailure('malformed', 'bad_kind');
    // Words made only of zero-width, control or format characters are no words, as the operator says.
    const words = hasVisibleText(text) ? text.trim() : '';
    if (words.length > MAX_REPORT_TEXT) return refused('text_too_long');
    if (kind === 'other' && words === '') return refused('text_required');
    const found = this.subjectOf(subject);
    if (!found) return refused('not_found');
    if (this.network.holderOf(found.aliasPan) !== accountId) throw new ServiceFailure('forbidden');
    const ticketId = 'ticketId' in subject ? subject.ticketId : null;
    const about = (claim: ClaimCase) =>
      ticketId !== null
        ? claim.ticketId === ticketId
        : claim.ticketId === null && claim.paymentShortId === found.shortId;
    if (this.kept.some(({ case: claim }) => claim.kind === kind && about(claim) && !isDecided(claim.status)))
      return refused('already_reported');
    const kept = this.open(accountId, found.aliasPan, {
      kind,
      ticketId,
      paymentShortId: found.shortId,
      // What is left of the charge once the earlier cases' money is taken off.
      amountAtStake: {
        minor: leftOf(this.ledger, this.cases(), ticketId, found.shortId).left,
        currency: found.amount.currency,
      },
      exitStation: null,
      // No words (allowed but for `other`) are no text.
      text: words === '' ? null : words,
    });
    return { kind: 'opened', case: this.told(kept.case) };
  }

  /** Starts the review of a case (the sandbox's `…/review`); throws for an unknown or decided one. */
  review(caseId: string): ClaimCase {
    const kept = this.undecided(caseId);
    const at = this.clock.now();
    kept.case = {
      ...kept.case,
      status: 'in_review',
      updated: at,
      history: [...kept.case.history, { status: 'in_review', at }],
    };
    return kept.case;
  }

  /** The operator's decision (the sandbox's `…/decide`); throws for an unknown or decided case, or a refund above the amount at stake. */
  decide(caseId: string, decision: Decision): ClaimCase {
    const kept = this.undecided(caseId);
    this.settle(kept, decision);
    return this.told(kept.case);
  }

  /** The trip's or the payment's card, amount and payment; null when the operator knows neither. */
  private subjectOf(subject: ReportSubject): { aliasPan: string; amount: Money; shortId: string } | null {
    if ('ticketId' in subject) {
      const trip = this.ledger.findTicket(subject.ticketId);
      return trip && { aliasPan: trip.aliasPan, amount: trip.ticket.amount, shortId: trip.payment.shortId };
    }
    const charged = this.ledger.findPayment(subject.paymentShortId);
    return charged && { aliasPan: charged.aliasPan, amount: charged.payment.amount, shortId: charged.payment.shortId };
  }

  private undecided(caseId: string): Kept {
    const kept = this.kept.find((candidate) => candidate.case.id === caseId);
    if (!kept) throw new Error(`no case ${caseId}`);
    if (isDecided(kept.case.status)) throw new Error(`case ${caseId} is decided`);
    return kept;
  }

  private open(
    accountId: number,
    aliasPan: string,
    about: Pick<ClaimCase, 'kind' | 'ticketId' | 'paymentShortId' | 'amountAtStake' | 'exitStation' | 'text'>,
  ): Kept {
    const at = this.clock.now();
    const id = `C-${String(this.nextId++).padStart(8, '0')}`;
    const kept: Kept = {
      accountId,
      aliasPan,
      case: {
        id,
        ...about,
        alreadyRefunded: { minor: 0, currency: about.amountAtStake.currency },
        status: 'submitted',
        created: at,
        updated: at,
        outcome: null,
        history: [{ status: 'submitted', at }],
      },
    };
    this.kept.push(kept);
    if (about.ticketId !== null) this.ledger.amendTicket(about.ticketId, { caseId: id });
    return kept;
  }

  /** Decides a case: the outcome, the money back, the trip's correction. */
  private settle(kept: Kept, decision: Decision): void {
    const claim = kept.case;
    const at = this.clock.now();
    const approved = decision.decision === 'approved';
    const stake = claim.amountAtStake;
    const { paid, left } = leftOf(this.ledger, this.cases(), claim.ticketId, claim.paymentShortId);
    const now = Math.min(stake.minor, left);
    const ceiling = claim.kind === 'journey_correction' ? stake.minor : now;
    const asked = !approved ? 0 : claim.kind === 'journey_correction' ? now : (decision.refundAmount ?? now);
    if (asked > ceiling || asked < 0) throw new Error('a refund is at most what is left of the amount at stake');
    const minor = Math.min(asked, now);
    const refund: Money = { minor, currency: stake.currency };
    const method = approved ? (paid ? this.rules.refundMethod : 'cancelled') : null;
    if (method === 'cancelled' && minor > 0 && claim.paymentShortId)
      this.ledger.cancelDebt(claim.paymentShortId, refund);
    const line = approved && paid && minor > 0 ? this.payBack(kept, refund, at) : null;
    if (approved && claim.kind === 'journey_correction' && claim.ticketId !== null) this.correct(claim, claim.ticketId);
    kept.case = {
      ...claim,
      status: decision.decision,
      updated: at,
      outcome: {
        decision: decision.decision,
        reason: decision.reason ?? null,
        refund,
        refundMethod: method,
        refundShortId: line,
        decidedAt: at,
      },
      history: [...claim.history, { status: decision.decision, at }],
    };
  }

  /** A refund line to the card charged (answers its short id), or a credit off its next payment (null). */
  private payBack(kept: Kept, amount: Money, at: Date): string | null {
    const { case: claim, aliasPan } = kept;
    if (this.rules.refundMethod === 'credit') {
      this.ledger.credit(aliasPan, claim.id, amount);
      return null;
    }
    const charged = claim.paymentShortId ? this.ledger.findPayment(claim.paymentShortId) : null;
    const trip = claim.ticketId ? this.ledger.findTicket(claim.ticketId)?.ticket : undefined;
    if (!charged) return null;
    return this.ledger.refund(aliasPan, charged.payment.card, {
      of: claim.paymentShortId,
      caseId: claim.id,
      amount,
      at,
      ...(trip ? { ticket: trip } : {}),
    }).shortId;
  }

  private correct(claim: ClaimCase, ticketId: string): void {
    const trip = this.ledger.findTicket(ticketId)?.ticket;
    const exit = this.rules.stations.find((station) => station.station === claim.exitStation);
    if (!trip?.incomplete || !exit) return;
    this.ledger.amendTicket(ticketId, {
      caseId: claim.id,
      incomplete: { ...trip.incomplete, corrected: { amount: trip.incomplete.expected, exit } },
    });
  }
}
