import type { ChargeDetails, ChargeStep } from '../../../core/travels/charge-details';
import { statusOf, type Payment } from '../../../core/travels/payment';
import type { PaymentInfo, PaymentInfoTicket } from '../../../core/travels/payment-info';
import type { Money } from '../../../core/travels/money';
import type { Ticket, TicketConcession } from '../../../core/travels/ticket';
import { isRecord } from '../client/answer-body';
import { fareNamesOf } from './fare-names-field';
import { caseIdOf, creditsOf, incompleteOf, refundOf } from './claim-fields';
import { paymentInfoExtensions } from './payment-info-extensions';
import { id, instant, isTimeZone, money, optionalTap, payloadOf, tapData, text, travelCard } from './travel-fields';

/** A ticket of `tickets/get` (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract); null when it is not one. */
export function toTicket(dto: unknown): Ticket | null {
  if (!isRecord(dto)) return null;
  const ticketId = id(dto.id);
  const fare = text(dto.name);
  const card = travelCard(dto.label, dto.truncated_pan, dto.form_factor);
  const amount = money(dto.amount, dto.currency);
  const firstTap = tapData(dto.first_tap);
  const lastTap = optionalTap(dto.last_tap);
  const validFrom = instant(dto.valid_from);
  const validTo = instant(dto.valid_to);
  const timeZone = optionalZone(dto.time_zone);
  const lastTapAt = dto.last_tap_at === undefined || dto.last_tap_at === null ? undefined : instant(dto.last_tap_at);
  if (!ticketId || fare === null || !card || !amount || !firstTap || lastTap === undefined || !validFrom || !validTo)
    return null;
  if (timeZone === null || lastTapAt === null) return null;
  // The optional fields set only when sent (a year of trips is read at once: no spread objects per trip).
  const ticket: { -readonly [K in keyof Ticket]: Ticket[K] } = {
    id: ticketId,
    fare,
    card,
    amount,
    firstTap,
    lastTap,
    validFrom,
    validTo,
  };
  if (timeZone) ticket.timeZone = timeZone;
  if (dto.fare_names !== undefined) {
    const fareNames = fareNamesOf(dto.fare_names);
    if (fareNames) ticket.fareNames = fareNames;
  }
  if (lastTapAt) ticket.lastTapAt = lastTapAt;
  const concession = dto.concession === undefined ? undefined : concessionOf(dto, dto.currency);
  if (concession) ticket.concession = concession;
  if (dto.base_amount !== undefined || dto.cap_discount !== undefined) {
    const capped = capFields(dto, dto.currency, amount, concession?.discount);
    if (capped.baseAmount && capped.capDiscount) {
      ticket.baseAmount = capped.baseAmount;
      ticket.capDiscount = capped.capDiscount;
    }
  }
  if (dto.incomplete !== undefined) {
    const incomplete = incompleteOf(dto, dto.currency);
    if (incomplete) ticket.incomplete = incomplete;
  }
  if (dto.case_id !== undefined && dto.case_id !== null) {
    const caseId = caseIdOf(dto.case_id);
    if (caseId) ticket.caseId = caseId;
  }
  return ticket;
}

/**
 * The fareCaps extension's `base_amount` and `cap_discount` (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules):
 * both, when the answer carries them and they add up (base − discount = what was charged); none otherwise, with no error.
 */
export function capFields(
  dto: Record<string, unknown>,
  currency: unknown,
  charged: Money,
  concessionDiscount?: Money,
): { baseAmount?: Money; capDiscount?: Money } {
  const baseAmount = money(dto.base_amount, currency);
  const capDiscount = money(dto.cap_discount, currency);
  const concession = concessionDiscount?.minor ?? 0;
  if (!baseAmount || !capDiscount || baseAmount.minor - concession - capDiscount.minor !== charged.minor) return {};
  return { baseAmount, capDiscount };
}

/**
 * The concessions extension's `concession` (the concession's key) and `concession_discount` (what it took off the full
 * fare, `base_amount`): both, in shape, or none (docs/contracts.md#concessions-reduced-fares-on-a-bank-card).
 */
function concessionOf(dto: Record<string, unknown>, currency: unknown): TicketConcession | undefined {
  const key = text(dto.concession, 64);
  const discount = money(dto.concession_discount, currency);
  return key && discount && discount.minor > 0 ? { key, discount } : undefined;
}

/**
 * A payment of `payments/get` (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): the payment's fields with its BankCard
 * and LastCharge groups nested, as the operator's ORM includes them (docs/contracts.md).
 */
export function toPayment(dto: unknown): Payment | null {
  if (!isRecord(dto) || !isRecord(dto.BankCard) || !isRecord(dto.LastCharge)) return null;
  const bankCard = dto.BankCard;
  const paymentId = id(dto.id);
  const shortId = text(dto.short_id, 64);
  const card = travelCard(bankCard.label, bankCard.truncated_pan, bankCard.form_factors_name);
  const token = text(bankCard.token) ?? '';
  const amount = money(dto.amount, dto.currencies_code);
  const status = text(dto.LastCharge.charge_results_name, 64);
  const created = instant(dto.created);
  const updated = instant(dto.updated);
  if (!paymentId || !shortId || !card || !amount || !status || !created || !updated) return null;
  const chargeDetails = chargeDetailsOf(dto);
  const refund = dto.refund === undefined ? undefined : refundOf(dto.refund);
  const credits = dto.credits === undefined ? undefined : creditsOf(dto.credits, dto.currencies_code);
  return {
    id: paymentId,
    shortId,
    card: { ...card, token },
    amount,
    status: statusOf(status),
    created,
    updated,
    ...(chargeDetails ? { chargeDetails } : {}),
    ...(refund ? { refund } : {}),
    ...(credits ? { credits } : {}),
  };
}

/**
 * The chargeDetails extension (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history):
 * the statement text and reference, when the bank was charged (null: not charged) and the status history; null
 * when the answer lacks any of them or sends them out of shape (the payment is shown without, with no error).
 */
export function chargeDetailsOf(dto: Record<string, unknown>): ChargeDetails | null {
  const statementDescriptor = text(dto.statement_descriptor, 64);
  const statementReference = text(dto.statement_reference, 64);
  const chargedAt = dto.charged_at === null || dto.charged_at === undefined ? undefined : instant(dto.charged_at);
  if (!statementDescriptor || !statementReference || chargedAt === null || !Array.isArray(dto.status_history))
    return null;
  const statusHistory: ChargeStep[] = [];
  for (const step of dto.status_history) {
    const status = isRecord(step) ? text(step.status, 64) : null;
    const at = isRecord(step) ? instant(step.at) : null;
    if (!status || !at) return null;
    statusHistory.push({ status, at });
  }
  return { statementDescriptor, statementReference, ...(chargedAt ? { chargedAt } : {}), statusHistory };
}

function toInfoTicket(dto: unknown): PaymentInfoTicket | null {
  if (!isRecord(dto)) return null;
  const fare = text(dto.fare_name);
  const validFrom = instant(dto.valid_from);
  const validTo = instant(dto.valid_to);
  const timeZone = text(dto.time_zone, 64);
  const amount = money(dto.ticket_amount, dto.currencies_code);
  const firstTap = tapData(dto.first_validation_transit_data);
  const lastTap = optionalTap(dto.last_validation_transit_data);
  if (
    fare === null ||
    !validFrom ||
    !validTo ||
    !timeZone ||
    !isTimeZone(timeZone) ||
    !amount ||
    !firstTap ||
    lastTap === undefined
  )
    return null;
  const fareNames = fareNamesOf(dto.fare_names);
  const concession = dto.concession === undefined ? undefined : concessionOf(dto, dto.currencies_code);
  return {
    fare,
    ...(fareNames ? { fareNames } : {}),
    validFrom,
    validTo,
    timeZone,
    amount,
    firstTap,
    lastTap,
    ...capFields(dto, dto.currencies_code, amount, concession?.discount),
    ...(concession ? { concession } : {}),
  };
}

/** The answer of `payments/get_info` (docs/behaviour/rules.md#receipts); null when it is not one. */
export function toPaymentInfo(body: unknown): PaymentInfo | null {
  if (!isRecord(body) || !isRecord(body.bank_card) || !isRecord(body.payment) || !Array.isArray(body.tickets))
    return null;
  const { bank_card: bankCard, payment } = body;
  const card = travelCard(bankCard.label, bankCard.truncated_pan, bankCard.form_factor);
  const shortId = text(payment.short_id, 64);
  const amount = money(payment.amount, payment.currencies_code);
  const tickets = body.tickets.map((ticket) =>
    toInfoTicket(isRecord(ticket) ? { currencies_code: payment.currencies_code, ...ticket } : ticket),
  );
  const extensions = paymentInfoExtensions(body, payment.currencies_code);
  if (
    !card ||
    !shortId ||
    !amount ||
    !extensions ||
    !tickets.every((ticket): ticket is PaymentInfoTicket => ticket !== null)
  )
    return null;
  const refundFor = body.refund === undefined ? undefined : refundOf(body.refund);
  const credits = body.credits === undefined ? undefined : creditsOf(body.credits, payment.currencies_code);
  return {
    shortId,
    amount,
    card,
    tickets,
    ...extensions,
    ...(refundFor ? { refundFor } : {}),
    ...(credits ? { credits } : {}),
  };
}

export const toTickets = (body: unknown) => payloadOf(body, toTicket);
export const toPayments = (body: unknown) => payloadOf(body, toPayment);

/** A trip's optional zone: absent is undefined, one the runtime does not know (or not a name) is malformed (null). */
function optionalZone(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  const zone = text(value, 64);
  return zone && isTimeZone(zone) ? zone : null;
}
