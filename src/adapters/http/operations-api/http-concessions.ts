import type { AxiosInstance } from 'axios';
import {
  LINK_REFUSALS,
  PROOF_REFUSALS,
  type ConcessionOffer,
  type ConcessionProof,
  type ConcessionRequest,
  type ConcessionsView,
  type ConcessionTexts,
  type LinkAnswer,
  type LinkRefusal,
  type LinkRequest,
  type ProofOutcome,
  type ProofRefusal,
  type ProofRequest,
  type ProofReturn,
  type RiderConcession,
} from '../../../core/concessions/concession';
import type { Concessions } from '../../../core/concessions/concessions';
import { isCalendarDay } from '../../../core/shared/calendar-day';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { isRecord } from '../client/answer-body';
import { call } from '../client/api-call';
import { listOf, text, wholeNumber } from './travel-fields';

const PROOFS: readonly ConcessionProof[] = ['digitalIdentity', 'directory', 'operatorCheck'];
const VALIDITIES = ['life', 'academicYear', 'oneYear'] as const;

const oneOf = <T extends string>(value: unknown, values: readonly T[]): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;

/** `{name, description}` per language; a language out of shape is left out. */
function textsOf(value: unknown): Record<string, ConcessionTexts> | null {
  if (!isRecord(value)) return null;
  const texts: Record<string, ConcessionTexts> = {};
  for (const [language, words] of Object.entries(value)) {
    if (!isRecord(words)) continue;
    const name = text(words.name, 100);
    const description = text(words.description, 500);
    if (name && description) texts[language] = { name, description };
  }
  return texts;
}

function toOffer(value: unknown): ConcessionOffer | null {
  if (!isRecord(value)) return null;
  const key = text(value.key, 64);
  const percentOff = wholeNumber(value.percent_off, 0, 100);
  const validity = oneOf(value.validity, VALIDITIES);
  const proofs = Array.isArray(value.proofs) ? value.proofs.map((proof) => oneOf(proof, PROOFS)) : null;
  const minimumAge = value.minimum_age === undefined ? undefined : wholeNumber(value.minimum_age, 0, 150);
  const texts = textsOf(value.texts);
  if (!key || percentOff === null || !validity || !proofs || proofs.includes(null) || minimumAge === null || !texts)
    return null;
  return {
    key,
    percentOff,
    validity,
    proofs: proofs as ConcessionProof[],
    ...(minimumAge === undefined ? {} : { minimumAge }),
    texts,
  };
}

function toConcession(value: unknown): RiderConcession | null {
  if (!isRecord(value)) return null;
  const id = text(value.id, 64);
  const key = text(value.key, 64);
  const provenBy = oneOf(value.proven_by, PROOFS);
  const validUntil = value.valid_until === null ? null : text(value.valid_until, 10);
  const cards = Array.isArray(value.cards) ? value.cards.map((card) => text(card, 200)) : null;
  if (!id || !key || !provenBy || !cards || cards.includes(null)) return null;
  if (validUntil !== null && !isCalendarDay(validUntil)) return null;
  return { id, key, provenBy, validUntil, cards: cards as string[] };
}

function toRequest(value: unknown): ConcessionRequest | null {
  if (!isRecord(value)) return null;
  const id = text(value.id, 64);
  const key = text(value.concession_key, 64);
  const status = value.status === 'in_review' ? 'inReview' : value.status === 'refused' ? 'refused' : null;
  const reason = value.reason === undefined || value.reason === null ? null : text(value.reason, 500);
  if (!id || !key || !status || (value.reason !== undefined && value.reason !== null && !reason)) return null;
  return { id, key, status, reason };
}

/** `{payload: {max_cards, renewal_days, offers, concessions, requests?, may_qualify?}}`; null out of shape. */
function toView(body: unknown): ConcessionsView | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload) return null;
  const maxCards = wholeNumber(payload.max_cards, 0, 100);
  const renewalDays = wholeNumber(payload.renewal_days, 0, 366);
  const offers = listOf(payload.offers, toOffer);
  const concessions = listOf(payload.concessions, toConcession);
  // `requests` came with the proofs: an operator without them sends none.
  const requests = payload.requests === undefined ? [] : listOf(payload.requests, toRequest);
  if (maxCards === null || renewalDays === null || !offers || !concessions || !requests) return null;
  // `may_qualify` only hints: absent or out of shape, no hint (and no error).
  const mayQualify = listOf(payload.may_qualify, (key) => text(key, 64)) ?? [];
  return { maxCards, renewalDays, offers, concessions, requests, mayQualify };
}

/** `{payload: {outcome: redirect|approved|in_review|refused, …}}`; null out of shape. */
function toOutcome(body: unknown): ProofOutcome | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload) return null;
  switch (payload.outcome) {
    case 'redirect': {
      const url = text(payload.url, 2000);
      return url && /^https?:\/\//.test(url) ? { kind: 'redirect', url } : null;
    }
    case 'approved': {
      const concession = toConcession(payload.concession);
      return concession ? { kind: 'approved', concession } : null;
    }
    case 'in_review': {
      const requestId = text(payload.request_id, 64);
      return requestId ? { kind: 'inReview', requestId } : null;
    }
    case 'refused': {
      const reason = oneOf<ProofRefusal>(payload.reason, PROOF_REFUSALS);
      return reason ? { kind: 'refused', reason } : null;
    }
    default:
      return null;
  }
}

/** A refusal answered with an error status, by its `code` (429: too many proofs). */
const toProofRefusal = (body: unknown): ProofOutcome | null => {
  const reason = isRecord(body) ? oneOf<ProofRefusal>(body.code, PROOF_REFUSALS) : null;
  return reason ? { kind: 'refused', reason } : null;
};
const THROTTLED: ProofOutcome = { kind: 'refused', reason: 'throttled' };

function toLinked(body: unknown): LinkAnswer | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  const concessions = payload ? listOf(payload.concessions, toConcession) : null;
  return concessions ? { kind: 'linked', concessions } : null;
}

/** A refusal by its `code`; null for a body that names none of them (the call then fails as any out-of-shape answer). */
const toRefusal = (body: unknown): LinkAnswer | null => {
  const reason = isRecord(body) ? oneOf<LinkRefusal>(body.code, LINK_REFUSALS) : null;
  return reason ? { kind: 'refused', reason } : null;
};

/**
 * Concessions at the operations API (the `concessions` extension,
 * docs/contracts.md#concessions-reduced-fares-on-a-bank-card). For an operator that does not offer them, no view and no
 * call; a 404 is no view either, with no error.
 */
export class HttpConcessions implements Concessions {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
    private readonly offered = true,
  ) {}

  async view(signal?: ReadSignal): Promise<ConcessionsView | null> {
    if (!this.offered) return null;
    const found = await call<ConcessionsView | 'none'>(
      this.http,
      { method: 'GET', path: `/concessions/${encodeURIComponent(this.operatorKey)}` },
      { read: toView, byStatus: { 404: () => 'none' }, ...(signal ? { signal } : {}) },
    );
    return found === 'none' ? null : found;
  }

  link({ concessionId, aliasPan, linked }: LinkRequest): Promise<LinkAnswer> {
    return call<LinkAnswer>(
      this.http,
      {
        method: 'POST',
        path: `/concessions/${encodeURIComponent(this.operatorKey)}/cards`,
        body: { concession_id: concessionId, alias_pan: aliasPan, linked },
      },
      { read: toLinked, byStatus: { 403: toRefusal, 404: toRefusal, 409: toRefusal } },
    );
  }

  prove({ concessionKey, proof, reference, returnUrl }: ProofRequest): Promise<ProofOutcome> {
    return call<ProofOutcome>(
      this.http,
      {
        method: 'POST',
        path: `/concessions/${encodeURIComponent(this.operatorKey)}/proofs`,
        body: {
          concession_key: concessionKey,
          proof,
          ...(reference === undefined ? {} : { reference }),
          ...(returnUrl === undefined ? {} : { return_url: returnUrl }),
        },
      },
      { read: toOutcome, byStatus: { 404: toProofRefusal, 409: toProofRefusal, 429: () => THROTTLED } },
    );
  }

  completeProof(answer: ProofReturn): Promise<ProofOutcome> {
    return call<ProofOutcome>(
      this.http,
      {
        method: 'POST',
        path: `/concessions/${encodeURIComponent(this.operatorKey)}/proofs/complete`,
        body:
          'code' in answer ? { state: answer.state, code: answer.code } : { state: answer.state, error: answer.error },
      },
      { read: toOutcome, byStatus: { 409: toProofRefusal, 429: () => THROTTLED } },
    );
  }
}
