import { afterEach, describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { DEMO_PASSWORD } from '../../../support/builders/operator-builder';
import { renderPortal } from '../../../support/render';
import { deferred, GIULIA, openInAddressBar, withResetMail } from '../../support/mail-links';
import { RESET_PASSWORD_PATHS, mapFieldErrors } from '../../../../src/adapters/http/product-api/field-paths';

const CHECK_FIELDS = 'Check that you have entered all the fields correctly';

afterEach(() => openInAddressBar('/'));

/** Opens the e-mail's link and waits for the reset form. */
async function openResetForm() {
  const { gateway, link } = await withResetMail();
  const portal = await renderPortal({ path: link, gateway });
  expect(await portal.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
  return { ...portal, gateway };
}

async function reset(portal: Awaited<ReturnType<typeof openResetForm>>, password: string, confirm = password) {
  await portal.ui.paste('New password', password);
  await portal.ui.paste('Confirm new password', confirm);
  await portal.ui.click('Change password');
}

describe('Password reset', () => {
  it('trades the link for the form, whose token stays out of every address, and changes the password', async () => {
    const portal = await openResetForm();
    expect(portal.ui.path()).toBe('/reset_password');
    expect(portal.router()?.state.location.search).toBe('');
    await reset(portal, 'Newer-2027');
    expect(await portal.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/reset_password/succeeded');
    expect(portal.gateway.riders.byEmail(GIULIA)?.password).toBe('Newer-2027');
    expect(portal.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
  });

  it("keeps the token in memory through the error modal's reload, and forgets it once the password is changed", async () => {
    const portal = await openResetForm();
    portal.gateway.scriptNext('resetPassword', new ServiceFailure('network', 'Network Error'));
    await reset(portal, 'Newer-2027');
    await portal.findByRole('dialog', { name: 'Error' });
    await portal.ui.click('Reload this page');
    await expect.poll(() => portal.queryByRole('dialog')).toBeNull();
    expect(await portal.findByLabelText('New password')).toHaveValue('');
    expect(portal.ui.path()).toBe('/reset_password');
    await reset(portal, 'Newer-2027');
    expect(await portal.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(portal.gateway.riders.byEmail(GIULIA)?.password).toBe('Newer-2027');

    await portal.router()?.navigate('/reset_password');
    expect(await portal.findByRole('heading', { level: 1, name: 'Request expired' })).toBeInTheDocument();
  });

  it('sends a reset whose token expired meanwhile to /request/expired, changes nothing and forgets the kept token', async () => {
    const portal = await openResetForm();
    portal.gateway.expireTokens();
    await reset(portal, 'Newer-2027');
    expect(await portal.findByRole('heading', { level: 1, name: 'Request expired' })).toBeInTheDocument();
    expect(portal.gateway.riders.byEmail(GIULIA)?.password).toBe(DEMO_PASSWORD);
    await portal.router()?.navigate('/reset_password');
    await expect.poll(() => portal.ui.path()).toBe('/request/expired');
    expect(portal.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('sends an expired link to /request/expired', async () => {
    const { gateway, link } = await withResetMail();
    gateway.expireTokens();
    const portal = await renderPortal({ path: link, gateway });
    expect(await portal.findByRole('heading', { level: 1, name: 'Request expired' })).toBeInTheDocument();
  });

  it.each([
    ['', '', 'New password', '* Required'],
    ['Newer-2027', '', 'Confirm new password', '* Required'],
    ['password', 'password', 'New password', 'Password too weak'],
    ['Newer-2027', 'Newer-2028', 'Confirm new password', "Passwords don't match"],
  ])('answers %j / %j on %s: %s', async (password, confirm, label, message) => {
    const portal = await openResetForm();
    await reset(portal, password, confirm);
    await expect.poll(() => portal.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(portal.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(await portal.findByText(CHECK_FIELDS)).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/reset_password');
  });

  it("shows each of the operator's field errors on its field", async () => {
    const portal = await openResetForm();
    // One form sent again for each answer; the answer before this one said something else.
    for (const [path, msg, label, message] of [
      ['new_password', 'notMatch', 'New password', "Passwords don't match"],
      ['confirm_new_password', 'weak', 'Confirm new password', 'Password too weak'],
      ['confirm_new_password', 'required', 'Confirm new password', '* Required'],
    ] as const) {
      portal.gateway.scriptNext('resetPassword', {
        kind: 'invalid',
        errors: mapFieldErrors([{ path, msg }], RESET_PASSWORD_PATHS),
      });
      expect(portal.getByLabelText(label)).not.toHaveAccessibleDescription(expect.stringContaining(message));
      await reset(portal, 'Newer-2027');
      expect(await portal.findByText(message)).toBeInTheDocument();
      expect(portal.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
  });

  it('clears a field error on editing and every error on choosing a language', async () => {
    const portal = await openResetForm();
    await reset(portal, 'password', 'other');
    expect(await portal.findByText('Password too weak')).toBeInTheDocument();
    await portal.user.type(portal.getByLabelText('New password'), '1');
    expect(portal.queryByText('Password too weak')).not.toBeInTheDocument();
    expect(portal.getByText("Passwords don't match")).toBeInTheDocument();
    await portal.ui.selectLanguage('Deutsch');
    await portal.findByRole('heading', { level: 1, name: 'Passwort zurücksetzen' });
    expect(portal.queryByText('Die Passwörter stimmen nicht überein')).not.toBeInTheDocument();
  });

  it('shows and hides each password with its own toggle', async () => {
    const portal = await openResetForm();
    await portal.user.click(portal.getByRole('button', { name: 'Show new password' }));
    expect(portal.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(portal.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it('takes the link token out of the address bar while the request runs, and sends no referrer', async () => {
    const { gateway, link } = await withResetMail();
    const held = deferred<void>();
    const exchange = gateway.exchangeResetToken.bind(gateway);
    gateway.exchangeResetToken = (token) => held.promise.then(() => exchange(token));
    openInAddressBar(link);
    const portal = await renderPortal({ path: link, gateway });
    expect(await portal.findByRole('heading', { level: 1, name: 'Checking your request' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    held.resolve();
    expect(await portal.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it('exchanges the token once under StrictMode', async () => {
    const { gateway, link } = await withResetMail();
    let calls = 0;
    const exchange = gateway.exchangeResetToken.bind(gateway);
    gateway.exchangeResetToken = (token) => {
      calls += 1;
      return exchange(token);
    };
    const portal = await renderPortal({ path: link, gateway, strict: true });
    expect(await portal.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('accepts the route /reset_password?token= directly, and strips the token', async () => {
    const { gateway, link } = await withResetMail();
    const { token } = (await gateway.exchangeResetToken(new URL(link, 'http://x').searchParams.get('token')!)) as {
      token: string;
    };
    const path = `/reset_password?token=${token}`;
    openInAddressBar(path);
    const portal = await renderPortal({ path, gateway });
    expect(await portal.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(window.location.href).not.toContain(token);
    await reset(portal, 'Newer-2027');
    expect(await portal.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
  });

  it('treats /reset_password without a token as an expired request', async () => {
    const portal = await renderPortal({ path: '/reset_password' });
    expect(await portal.findByRole('heading', { level: 1, name: 'Request expired' })).toBeInTheDocument();
  });
});

describe('the password rules, shown before the rider fails them', () => {
  it('are read with the new password field', async () => {
    const { gateway, link } = await withResetMail();
    const portal = await renderPortal({ path: link, gateway });
    expect(await portal.findByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters, with at least one letter and one digit.',
    );
    expect(portal.getByLabelText('Confirm new password')).not.toHaveAccessibleDescription();
  });
});
