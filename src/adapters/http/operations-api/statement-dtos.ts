import type { IssueAnswer } from '../../../core/statements/statements';
import type { Issuer, StatementIssue, VatTreatment } from '../../../core/statements/statement-issue';
import { isRecord } from '../client/answer-body';
import { instant, text } from './travel-fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `vat_rate` or `vat_text`, exactly one (docs/contracts.md#statements-statements-for-a-period-for-expenses). */
function vatOf(rate: unknown, wording: unknown): VatTreatment | null {
  const hasRate = rate !== null && rate !== undefined;
  const hasText = wording !== null && wording !== undefined;
  if (hasRate === hasText) return null;
  if (hasRate)
    return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 100
      ? { kind: 'rate', percent: rate }
      : null;
  const read = text(wording, 500);
  return read && read.trim() ? { kind: 'exempt', text: read.trim() } : null;
}

function issuerOf(value: unknown): Issuer | null {
  if (!isRecord(value)) return null;
  const legalName = text(value.legal_name);
  const vatNumber = text(value.vat_number, 40);
  const address = Array.isArray(value.address) ? value.address.map((line) => text(line)) : null;
  const vat = vatOf(value.vat_rate, value.vat_text);
  if (!legalName || !vatNumber || !address || address.some((line) => line === null) || !vat) return null;
  return { legalName, address: address as string[], vatNumber, vat };
}

/** `{payload: {number, from, to, issued_at, issuer}}`: the statement the operator numbered. */
export function toStatementIssue(body: unknown): StatementIssue | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload) return null;
  const number = text(payload.number, 64);
  const issuedAt = instant(payload.issued_at);
  const issuer = issuerOf(payload.issuer);
  const { from, to } = payload;
  if (!number || !issuedAt || !issuer || typeof from !== 'string' || typeof to !== 'string') return null;
  if (!DAY.test(from) || !DAY.test(to)) return null;
  return { number, from, to, issuedAt, issuer };
}

/** A 400 `bad_period` is the operator's refusal; any other 400 is a failure of the call. */
export const toIssueRefusal = (body: unknown): IssueAnswer | null =>
  isRecord(body) && (body.code === 'bad_period' || body.code === 'outside_history')
    ? { kind: 'refused', reason: body.code }
    : null;
