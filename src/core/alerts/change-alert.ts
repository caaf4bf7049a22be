import type { StoredSession } from '../session/stored-session';
import { ServiceFailure } from '../shared/service-failure';
import type { AlertKind, AlertPreferences } from './alert-preferences';
import type { Alerts } from './alerts';

/**
 * Turns one of the signed-in rider's alerts on or off, saved to the operator at once. Ticket issuance is the
 * account's own `notify_ticket_issuance`: the account the portal holds follows what the operator saved.
 */
export class ChangeAlert {
  constructor(
    private readonly alerts: Alerts,
    private readonly session: StoredSession,
  ) {}

  async execute(kind: AlertKind, enabled: boolean): Promise<AlertPreferences> {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    const saved = await this.alerts.save(account.id, kind, enabled);
    const issuance = saved.ticket_issuance;
    const current = this.session.account();
    if (kind === 'ticket_issuance' && issuance !== undefined && current?.id === account.id)
      this.session.saveAccount({ ...current, notifyTicketIssuance: issuance });
    return saved;
  }
}
