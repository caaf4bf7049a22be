import { DEFAULT_ALERTS, type AlertKind, type AlertPreferences } from '../../../core/alerts/alert-preferences';
import type { Alerts } from '../../../core/alerts/alerts';
import type { StoredSession } from '../../../core/session/stored-session';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';

/**
 * Alert preferences in memory, kept as the sandbox keeps them: the operator's defaults until the rider chooses; only
 * the signed-in rider's own account (else forbidden).
 */
export class InMemoryAlerts implements Alerts {
  private readonly chosen = new Map<number, Partial<Record<AlertKind, boolean>>>();

  constructor(private readonly session: StoredSession) {}

  async preferences(accountId: number, signal?: ReadSignal): Promise<AlertPreferences | null> {
    await Promise.resolve();
    if (signal?.aborted) throw Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
    this.requireOwn(accountId);
    return { ...DEFAULT_ALERTS, ...this.chosen.get(accountId) };
  }

  async save(accountId: number, kind: AlertKind, enabled: boolean): Promise<AlertPreferences> {
    await Promise.resolve();
    this.requireOwn(accountId);
    this.chosen.set(accountId, { ...this.chosen.get(accountId), [kind]: enabled });
    return { ...DEFAULT_ALERTS, ...this.chosen.get(accountId) };
  }

  private requireOwn(accountId: number): void {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    if (account.id !== accountId) throw new ServiceFailure('forbidden');
  }
}
