import type { TappedCard } from '../../../core/cards/tapped-card';
import { isRecord } from '../client/answer-body';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;

/** A card of the operations lookup (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract); null when it lacks what linking needs. */
export function toTappedCard(dto: unknown): TappedCard | null {
  if (!isRecord(dto)) return null;
  const aliasPan = text(dto.pan_token);
  const truncatedPan = text(dto.truncated_pan);
  if (!aliasPan || !truncatedPan) return null;
  return {
    token: text(dto.token),
    aliasPan,
    paymentAccountReference: text(dto.payment_account_reference),
    truncatedPan,
    label: text(dto.label) ?? '',
    formFactor: dto.form_factors_name === 'DEVICE' ? 'device' : 'card',
  };
}

/** `{payload:[cards]}`: the first card, or 'none' for an empty payload (an unused card); null otherwise. */
export function toLookupAnswer(body: unknown): TappedCard | 'none' | null {
  if (!isRecord(body) || !Array.isArray(body.payload)) return null;
  if (body.payload.length === 0) return 'none';
  return toTappedCard(body.payload[0]);
}
