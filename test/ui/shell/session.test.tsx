import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../support/builders/account-builder';
import { renderPortal } from '../../support/render';

const giulia = anAccount().withLanguage('en').build();

describe('Session', () => {
  it('logs out from the navbar menu: back to the login page, session storage cleared', async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia });
    await portal.ui.click(/Giulia Rossi/);
    expect(await portal.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(portal.getByRole('menuitem', { name: 'Account' })).toBeInTheDocument();
    await portal.user.click(portal.getByRole('menuitem', { name: 'Logout' }));
    await portal.findByRole('heading', { level: 1, name: 'Log in' });
    expect(portal.ui.path()).toBe('/');
    expect(portal.storage.read('session_account')).toBeNull();
  });

  it('lands on the login page once when logging out, with no page to return to', async () => {
    const portal = await renderPortal({ path: '/dashboard/travels/tickets', account: giulia });
    await portal.findByRole('heading', { level: 1, name: 'Trips' });
    const landings: unknown[] = [];
    portal.router()?.subscribe(({ location }) => void (location.pathname === '/' && landings.push(location.state)));
    await portal.ui.click(/Giulia Rossi/);
    await portal.user.click(await portal.findByRole('menuitem', { name: 'Logout' }));
    const heading = await portal.findByRole('heading', { level: 1, name: 'Log in' });
    // Let the logout finish (the in-memory adapters answer at once): a second landing would mount the page again.
    for (let turn = 0; turn < 5; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(landings).toEqual([null]);
    expect(heading).toBeInTheDocument();
  });

  it('opens the account page from the menu', async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia });
    await portal.ui.click(/Giulia Rossi/);
    await portal.user.click(await portal.findByRole('menuitem', { name: 'Account' }));
    expect(await portal.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/dashboard/account');
  });

  it('switches the interface language from the menu, for this device only', async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia });
    await portal.ui.click(/Giulia Rossi/);
    expect(await portal.findByText(/Language on this device/)).toBeInTheDocument();
    expect(portal.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await portal.user.click(portal.getByRole('menuitemradio', { name: 'Italiano' }));
    expect(await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (it)' })).toBeInTheDocument();
    expect(portal.storage.read('session_language')).toBe('it');
    expect(JSON.parse(portal.storage.read('session_account') ?? '{}').language).toBe('en');
  });

  it('follows a logout made in another tab', async () => {
    const portal = await renderPortal({ path: '/dashboard/travels/tickets', account: giulia });
    await portal.findByRole('heading', { level: 1, name: 'Trips' });
    portal.storage.simulateOtherTab('session_account', null);
    await portal.findByRole('heading', { level: 1, name: 'Log in' });
    expect(await portal.findByText('You have been logged out: log in again to continue.')).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/');
  });

  it('follows a login made in another tab', async () => {
    const portal = await renderPortal();
    await portal.findByRole('heading', { level: 1, name: 'Log in' });
    portal.storage.simulateOtherTab('session_account', JSON.stringify(giulia));
    expect(await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (en)' })).toBeInTheDocument();
    expect(portal.getByRole('button', { name: /Giulia Rossi/ })).toBeInTheDocument();
  });

  it('ignores corrupt data another tab writes', async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia });
    await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (en)' });
    portal.storage.simulateOtherTab('session_account', '{"id":"x"}');
    await portal.findByRole('heading', { level: 1, name: 'Log in' });
  });
});
