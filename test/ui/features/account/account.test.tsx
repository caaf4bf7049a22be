import { describe, expect, it } from 'vitest';
import { InMemoryOperator } from '../../../../src/adapters/in-memory/account/in-memory-operator';
import { AccountSettings } from '../../../../src/core/account/account-settings';
import type { InMemoryAccountSettings } from '../../../../src/adapters/in-memory/account/in-memory-account-settings';
import { aTestOperator, renderPortal } from '../../../support/render';

/** The edit form's language select (the navbar has a language menu of its own). */
const languageOf = async (portal: Awaited<ReturnType<typeof renderPortal>>) =>
  portal.within((await portal.findByLabelText('Name')).closest('form')!).getByRole('combobox');

function withLuca() {
  const gateway = new InMemoryOperator();
  const luca = gateway.addRider({
    email: 'luca.verdi@example.com',
    name: 'Luca',
    surname: 'Verdi',
    language: 'en',
    password: 'Tapway-2026',
    notifyTicketIssuance: false,
  });
  return { gateway, luca };
}

describe('Account screens', () => {
  it('shows the account with its language in its own words and notify ticket issuance, and the three actions', async () => {
    const { gateway, luca } = withLuca();
    const portal = await renderPortal({ path: '/dashboard/account', account: luca, gateway });
    await portal.findByRole('heading', { level: 1, name: 'Account' });
    expect(portal.getByText('luca.verdi@example.com')).toBeInTheDocument();
    expect(portal.getByText('English')).toBeInTheDocument();
    expect(portal.getByText('Disabled')).toBeInTheDocument();
    for (const name of ['Edit', 'Change password', 'Delete account'])
      expect(portal.getByRole('link', { name })).toBeInTheDocument();
  });

  it('offers no Change password at an enterprise-only operator, whose directory owns the password', async () => {
    const { gateway, luca } = withLuca();
    const operator = aTestOperator({ variant: 'enterprise-only' });
    const portal = await renderPortal({ path: '/dashboard/account', account: luca, gateway, operator });
    await portal.findByRole('heading', { level: 1, name: 'Account' });
    expect(portal.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(portal.queryByRole('link', { name: 'Change password' })).toBeNull();
  });

  it('edits name and language: the interface follows at once, the session and the navbar take the new account', async () => {
    const { gateway, luca } = withLuca();
    const portal = await renderPortal({ path: '/dashboard/account/edit', account: luca, gateway });
    await portal.ui.paste('Name', 'Luca Maria');
    await portal.user.selectOptions(await languageOf(portal), 'Italiano');
    expect(await portal.findByRole('button', { name: 'Applica le modifiche' })).toBeInTheDocument();
    await portal.ui.click('Applica le modifiche');
    expect(await portal.findByRole('heading', { level: 1, name: 'Modifiche salvate' })).toBeInTheDocument();
    expect(portal.getByRole('button', { name: /Luca Maria Verdi/ })).toBeInTheDocument();
    expect(gateway.riders.byId(luca.id)?.account).toMatchObject({ name: 'Luca Maria', language: 'it' });
  });

  it("puts the account's language back on Cancel", async () => {
    const { gateway, luca } = withLuca();
    const portal = await renderPortal({ path: '/dashboard/account/edit', account: luca, gateway });
    await portal.user.selectOptions(await languageOf(portal), 'Français');
    await portal.ui.click('Annuler');
    expect(await portal.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(portal.i18n.language).toBe('en');
  });

  it('puts back the language the interface had before editing, not the account’s, on Cancel', async () => {
    const gateway = new InMemoryOperator();
    const giulia = gateway.addRider({
      email: 'giulia.rossi@example.com',
      name: 'Giulia',
      surname: 'Rossi',
      language: 'it',
      password: 'Tapway-2026',
      notifyTicketIssuance: false,
    });
    const portal = await renderPortal({ path: '/dashboard/account/edit', account: giulia, gateway, language: 'en' });
    await portal.user.selectOptions(await languageOf(portal), 'Deutsch');
    await portal.ui.click('Abbrechen');
    expect(await portal.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(portal.i18n.language).toBe('en');
  }, 60_000);

  it('opened directly, the deletion confirm page claims no code was sent: it offers to send one', async () => {
    const { gateway, luca } = withLuca();
    const portal = await renderPortal({ path: '/dashboard/account/deletion_confirm', account: luca, gateway });
    expect(await portal.findByText(/No code has been sent yet/)).toBeInTheDocument();
    expect(portal.queryByText(/We sent a 6-digit code/)).toBeNull();
    await portal.ui.click('Send me a code to confirm');
    expect(
      await portal.findByText('We sent a 6-digit code to luca.verdi@example.com. It expires in 10 minutes.'),
    ).toBeInTheDocument();
    expect(portal.getByLabelText('Code from the e-mail')).toBeInTheDocument();
  }, 60_000);

  it('shows an empty name as required, on its field', async () => {
    const { gateway, luca } = withLuca();
    const portal = await renderPortal({ path: '/dashboard/account/edit', account: luca, gateway });
    await portal.ui.paste('Name', '');
    await portal.ui.click('Apply changes');
    expect(await portal.findByText('* Required')).toBeInTheDocument();
  });

  it('changes the password, and says a wrong current one on its field', async () => {
    const { gateway, luca } = withLuca();
    const portal = await renderPortal({ path: '/dashboard/account/change_password', account: luca, gateway });
    await portal.ui.paste('Current password', 'Wrong-pass-1');
    await portal.ui.paste('New password', 'Tapway-2027');
    await portal.ui.paste('Confirm new password', 'Tapway-2027');
    await portal.ui.click('Change password');
    expect(await portal.findByText('The current password is not right')).toBeInTheDocument();
    await portal.ui.paste('Current password', 'Tapway-2026');
    await portal.ui.click('Change password');
    expect(await portal.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(gateway.riders.byId(luca.id)?.password).toBe('Tapway-2027');
  });

  // The sign-out 1500 ms later is the browser tests' to see (test/e2e/account.e2e.ts): no wall-clock wait here.
  it('deletes the account with the e-mailed code after a wrong one, and says it is signing the rider out', async () => {
    const { gateway, luca } = withLuca();
    const portal = await renderPortal({ path: '/dashboard/account/deletion_request', account: luca, gateway });
    await portal.ui.click('Send me a code to confirm');
    await portal.findByRole('heading', { level: 1, name: 'Confirm the deletion' });
    await portal.ui.paste('Code from the e-mail', '000000');
    await portal.ui.click('Delete my account');
    expect(await portal.findByText('Invalid OTP: the code is wrong or has expired')).toBeInTheDocument();
    const settings = portal.container.get(AccountSettings) as InMemoryAccountSettings;
    await portal.ui.paste('Code from the e-mail', settings.codeOf(luca.id) ?? '');
    await portal.ui.click('Delete my account');
    expect(await portal.findByRole('heading', { level: 1, name: 'Account deleted' })).toBeInTheDocument();
    expect(gateway.riders.byId(luca.id)).toBeUndefined();
    expect(portal.getByText('Signing you out…')).toBeInTheDocument();
    // The account is gone: no way back to its dashboard while the rider is signed out (docs/behaviour/screens.md#account-deletion).
    expect(portal.queryByRole('link', { name: /Back to the dashboard/ })).toBeNull();
    // Nor the deleted account's name and menu in the navbar.
    expect(portal.queryByText(/Luca Verdi/)).toBeNull();
    expect(portal.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  }, 60_000);
});
