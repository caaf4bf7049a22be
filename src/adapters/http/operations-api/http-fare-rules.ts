import type { AxiosInstance } from 'axios';
import type { ReadSignal } from '../../../core/shared/read-signal';
import type { FareCaps, FareRules, WeeklyCapKind } from '../../../core/travels/fare-rules';
import { isRecord } from '../client/answer-body';
import { call } from '../client/api-call';
import { isTimeZone, money, text } from './travel-fields';

/**
 * `{payload:{currency, fare_name, fare_amount, daily_cap, weekly_cap?, weekly_cap_kind?, time_zone}}`
 * (docs/contracts.md#farecaps-capped-fares-and-the-operators-fare-rules); null when it is not one.
 */
export function toFareCaps(body: unknown): FareCaps | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  if (!payload) return null;
  const fareName = text(payload.fare_name);
  const fare = money(payload.fare_amount, payload.currency);
  const dailyCap = money(payload.daily_cap, payload.currency);
  const timeZone = text(payload.time_zone, 64);
  if (fareName === null || !fare || !dailyCap || !isTimeZone(timeZone)) return null;
  const weekly = money(payload.weekly_cap, payload.currency);
  const kind = payload.weekly_cap_kind;
  const weeklyCap =
    weekly && (kind === 'calendarWeek' || kind === 'rolling7Days')
      ? { amount: weekly, kind: kind as WeeklyCapKind }
      : undefined;
  return { fareName, fare, dailyCap, timeZone, ...(weeklyCap ? { weeklyCap } : {}) };
}

/** The operator's fare and caps at the operations API (`GET /fare_rules/{operatorKey}`); null for an answer without them or a 404. */
export class HttpFareRules implements FareRules {
  constructor(
    private readonly http: AxiosInstance,
    private readonly operatorKey: string,
  ) {}

  async fareCaps(signal?: ReadSignal): Promise<FareCaps | null> {
    const path = `/fare_rules/${encodeURIComponent(this.operatorKey)}`;
    // An answer that is not fare rules, or a 404 (an operator that does not offer them), hides the cap progress.
    const found = await call<FareCaps | 'none'>(
      this.http,
      { method: 'GET', path },
      { read: (body) => toFareCaps(body) ?? 'none', byStatus: { 404: () => 'none' }, ...(signal ? { signal } : {}) },
    );
    return found === 'none' ? null : found;
  }
}
