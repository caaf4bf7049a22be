import type { StoredSession } from '../session/stored-session';
import type { ReadSignal } from '../shared/read-signal';
import { ServiceFailure } from '../shared/service-failure';
import type { AlertPreferences } from './alert-preferences';
import type { Alerts } from './alerts';

/** The signed-in rider's alert preferences (null: the operator does not offer alerts). */
export class LoadAlertPreferences {
  constructor(
    private readonly alerts: Alerts,
    private readonly session: StoredSession,
  ) {}

  execute(signal?: ReadSignal): Promise<AlertPreferences | null> {
    const account = this.session.account();
    if (!account) return Promise.reject(new ServiceFailure('unauthorized'));
    return this.alerts.preferences(account.id, signal);
  }
}
