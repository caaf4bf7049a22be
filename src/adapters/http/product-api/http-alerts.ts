import type { AxiosInstance } from 'axios';
import { isAlertKind, type AlertKind, type AlertPreferences } from '../../../core/alerts/alert-preferences';
import type { Alerts } from '../../../core/alerts/alerts';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { isRecord } from '../client/answer-body';
import { call } from '../client/api-call';

/** `{alerts: {kind: boolean}}`: the kinds the portal knows (others ignored); null when out of shape. */
export function toAlertPreferences(body: unknown): AlertPreferences | null {
  const alerts = isRecord(body) && isRecord(body.alerts) ? body.alerts : null;
  if (!alerts) return null;
  const known: Partial<Record<AlertKind, boolean>> = {};
  for (const [kind, enabled] of Object.entries(alerts)) {
    if (!isAlertKind(kind)) continue;
    if (typeof enabled !== 'boolean') return null;
    known[kind] = enabled;
  }
  return known;
}

/**
 * Alert preferences at the product API (`alerts/get`, `alerts/save`: docs/contracts.md#alerts-alerts-by-e-mail-and-their-preferences).
 * For an operator that does not offer alerts, none without a call; a 404 is none too.
 */
export class HttpAlerts implements Alerts {
  constructor(
    private readonly http: AxiosInstance,
    private readonly offered = true,
  ) {}

  async preferences(accountId: number, signal?: ReadSignal): Promise<AlertPreferences | null> {
    if (!this.offered) return null;
    const found = await call<AlertPreferences | 'none'>(
      this.http,
      { method: 'POST', path: '/alerts/get', body: { id: accountId } },
      { read: toAlertPreferences, byStatus: { 404: () => 'none' }, ...(signal ? { signal } : {}) },
    );
    return found === 'none' ? null : found;
  }

  save(accountId: number, kind: AlertKind, enabled: boolean): Promise<AlertPreferences> {
    return call(
      this.http,
      { method: 'POST', path: '/alerts/save', body: { id: accountId, alerts: { [kind]: enabled } } },
      { read: toAlertPreferences },
    );
  }
}
