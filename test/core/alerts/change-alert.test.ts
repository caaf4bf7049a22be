import { describe, expect, it } from 'vitest';
import { InMemoryAlerts } from '../../../src/adapters/in-memory/alerts/in-memory-alerts';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import { DEFAULT_ALERTS, shownKinds } from '../../../src/core/alerts/alert-preferences';
import { ChangeAlert } from '../../../src/core/alerts/change-alert';
import { LoadAlertPreferences } from '../../../src/core/alerts/load-alert-preferences';
import { StoredSession } from '../../../src/core/session/stored-session';
import { anAccount } from '../../support/builders/account-builder';

function signedIn() {
  const session = new StoredSession(new InMemoryStorage());
  session.saveAccount(anAccount().withId(1).build());
  const alerts = new InMemoryAlerts(session);
  return { session, load: new LoadAlertPreferences(alerts, session), change: new ChangeAlert(alerts, session) };
}

describe('alert preferences', () => {
  it("reads the signed-in rider's preferences, and saves one switch at a time", async () => {
    const { load, change } = signedIn();
    expect(await load.execute()).toEqual(DEFAULT_ALERTS);
    expect(await change.execute('max_fare', true)).toMatchObject({ max_fare: true, payment_failed: true });
  });

  it("keeps the account's notify ticket issuance in step with its switch", async () => {
    const { session, change } = signedIn();
    await change.execute('ticket_issuance', true);
    expect(session.account()?.notifyTicketIssuance).toBe(true);
    await change.execute('ticket_issuance', false);
    expect(session.account()?.notifyTicketIssuance).toBe(false);
  });

  it('refuses a rider who is not signed in', async () => {
    const session = new StoredSession(new InMemoryStorage());
    const alerts = new InMemoryAlerts(session);
    await expect(new LoadAlertPreferences(alerts, session).execute()).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(new ChangeAlert(alerts, session).execute('max_fare', true)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
  });

  it('shows only the kinds the operator answered, in the portal order', () => {
    expect(shownKinds({ new_sign_in: false, payment_failed: true })).toEqual(['payment_failed', 'new_sign_in']);
  });
});
