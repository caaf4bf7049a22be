import { act, cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryBankCards } from '../../../src/adapters/in-memory/cards/in-memory-bank-cards';
import { InMemorySavedReads } from '../../../src/adapters/in-memory/shared/in-memory-saved-reads';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { anAccount } from '../../support/builders/account-builder';
import { anOperator, aRider, DEMO_PASSWORD } from '../../support/builders/operator-builder';
import { renderPortal } from '../../support/render';
import { aTrip, VISA_4111 } from '../../support/builders/travel-builder';
import { giulia, giuliasWorld } from '../features/travels/travel-fixtures';
import { onlineAfterEach, setConnection } from '../support/connection';

const TICKETS = '/dashboard/travels/tickets';
const PAYMENTS = '/dashboard/travels/payments';
const TRIPS = { name: 'Your trips' } as const;
/** Under load a page can take longer than Testing Library's 5 s (test/support/ui-setup.ts). */
const SLOW = { timeout: 20_000 };

const marco = anAccount()
  .withId(2)
  .withName('Marco', 'Bianchi')
  .withEmail('marco.bianchi@example.com')
  .withLanguage('en')
  .build();

/** Giulia reads her trips online on this device, and leaves the portal with the copy saved. */
async function giuliaReadsHerTrips(savedReads: InMemorySavedReads) {
  const portal = await renderPortal({ path: TICKETS, account: giulia, savedReads, ...giuliasWorld() });
  await portal.findByText('Showing 1–3 of 3 elements', {}, SLOW);
  // The copy is written a moment after the reads answer (throttled): wait for the one with the trips.
  await waitFor(async () => expect(await savedReads.load(giulia.id)).toContain('"tickets"'), SLOW);
  expect(savedReads.accounts()).toEqual([giulia.id]);
  return portal;
}

describe('the portal offline (docs/adr/0012-offline-reading.md)', { timeout: 60_000 }, () => {
  onlineAfterEach();

  it('shows the trips the rider read before, from this device, with the time she saw them', async () => {
    const savedReads = new InMemorySavedReads();
    await giuliaReadsHerTrips(savedReads);
    cleanup();

    await setConnection('offline');
    const portal = await renderPortal({ path: TICKETS, account: giulia, savedReads, ...giuliasWorld() });
    await portal.findByText('Showing 1–3 of 3 elements', {}, SLOW);
    expect(portal.getByRole('table', TRIPS)).toHaveTextContent('411111******1111');
    expect(portal.getByText(/^You are offline — showing what you saw at .*\d\d:\d\d$/)).toBeVisible();
  });

  it('shows what the rider read before at once, then reads it again from the operator, however recent the copy', async () => {
    const savedReads = new InMemorySavedReads();
    await giuliaReadsHerTrips(savedReads);
    cleanup();

    // Meanwhile (a payment at the provider, a mail's link), the operator's answer changed: a trip more.
    const world = giuliasWorld();
    world.travels.charge(
      'PANALIAS-4111',
      VISA_4111,
      [aTrip('2026-11-21T07:40:00Z')],
      'SUCCEEDED',
      new Date('2026-11-22T03:00:00Z'),
    );
    const portal = await renderPortal({ path: TICKETS, account: giulia, savedReads, ...world });
    await portal.findByText('Showing 1–4 of 4 elements', {}, SLOW);
  });

  it('says at once that a page never read needs the network, and fills it in when the connection returns', async () => {
    const savedReads = new InMemorySavedReads();
    await giuliaReadsHerTrips(savedReads);
    cleanup();

    await setConnection('offline');
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, savedReads, ...giuliasWorld() });
    await portal.findByRole('heading', { level: 1, name: 'Payments' }, SLOW);
    // The payments list says so, and the spending panel beside it too once its code has loaded.
    const notRead = await portal.findAllByText(
      'This has not been read on this device yet: it loads as soon as the connection returns.',
      {},
      SLOW,
    );
    for (const notice of notRead) expect(notice).toBeVisible();
    await setConnection('online');
    expect(await portal.findByRole('table', { name: 'Your payments' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(portal.queryByText(/You are offline/)).toBeNull());
    await waitFor(() => expect(portal.queryByText(/has not been read on this device yet/)).toBeNull(), SLOW);
  });

  it('forgets what a rider read at logout: the next rider on the device sees nothing of it', async () => {
    const savedReads = new InMemorySavedReads();
    const portal = await giuliaReadsHerTrips(savedReads);
    await portal.ui.click(/Giulia Rossi/);
    await portal.user.click(await portal.findByRole('menuitem', { name: 'Logout' }));
    await portal.findByRole('heading', { level: 1, name: 'Log in' }, SLOW);
    await waitFor(() => expect(savedReads.accounts()).toEqual([]));

    // Marco signs in on the same device (in another tab), and goes offline before his trips are read.
    await setConnection('offline');
    portal.storage.simulateOtherTab('session_account', JSON.stringify(marco));
    await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (en)' }, SLOW);
    await act(async () => {
      await portal.router()!.navigate(TICKETS);
    });
    await portal.findByText(/This has not been read on this device yet/, {}, SLOW);
    expect(portal.queryByRole('table', TRIPS)).toBeNull();
    expect(document.body).not.toHaveTextContent('411111******1111');
  });

  it('refuses to send a form offline, with a clear message, and sends nothing', async () => {
    const gateway = anOperator().withDemoRiders().build();
    const login = vi.spyOn(gateway, 'login');
    const portal = await renderPortal({ gateway });
    await setConnection('offline');
    await portal.ui.paste('Email', 'giulia.rossi@example.com');
    await portal.ui.paste('Password', DEMO_PASSWORD);
    await portal.ui.click('Login');
    expect(await portal.findByRole('dialog')).toHaveTextContent(
      'You are offline: this needs the network. Try again once you are connected.',
    );
    expect(login).not.toHaveBeenCalled();
  });

  it('says a session that ended has ended, and brings the rider back to her page after login', async () => {
    const gateway = anOperator()
      .withRider(aRider().from(anAccount().withId(1).withLanguage('en')))
      .build();
    vi.spyOn(InMemoryBankCards.prototype, 'list').mockRejectedValueOnce(new ServiceFailure('unauthorized'));
    const world = giuliasWorld();
    const portal = await renderPortal({ path: `${PAYMENTS}?from=2026-11-01`, account: giulia, gateway, ...world });
    const dialog = await portal.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('Your session has ended — log in again.');
    await portal.user.click(portal.within(dialog).getByRole('button', { name: 'Close' }));
    await portal.findByRole('heading', { level: 1, name: 'Log in' }, SLOW);

    await portal.ui.paste('Email', 'giulia.rossi@example.com');
    await portal.ui.paste('Password', DEMO_PASSWORD);
    await portal.ui.click('Login');
    await portal.findByRole('heading', { level: 1, name: 'Payments' }, SLOW);
    expect(portal.router()!.state.location.pathname + portal.router()!.state.location.search).toBe(
      `${PAYMENTS}?from=2026-11-01`,
    );
  });
});
