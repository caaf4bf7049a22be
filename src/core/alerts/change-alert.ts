import type { StoredSession } from '../session/stored-session';
import { ServiceFailure } from '../shared/service-failure';
import type { AlertKind, AlertPreferences } from './alert-preferences';
import type { Alerts } from './alerts';

/** Turns one of the signed-in rider's alerts on or off, saved to the operator at once. */
export class ChangeAlert {
  constructor(
    private readonly alerts: Alerts,
    private readonly session: StoredSession,
  ) {}

  execute(kind: AlertKind, enabled: boolean): Promise<AlertPreferences> {
    const account = this.session.account();
    if (!account) return Promise.reject(new ServiceFailure('unauthorized'));
    return this.alerts.save(account.id, kind, enabled);
  }
}
