import { afterEach, describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { renderPortal } from '../../../support/render';
import { deferred, MARCO, openInAddressBar, withConfirmationMail } from '../../support/mail-links';

const referrerPolicy = () => document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]')?.content;

afterEach(() => openInAddressBar('/'));

describe('E-mail confirmation', () => {
  it('confirms the address from the link and shows it, then offers to log in', async () => {
    const { gateway, link } = await withConfirmationMail();
    const portal = await renderPortal({ path: link, gateway });
    expect(await portal.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/email/confirmed');
    expect(portal.router()?.state.location.search).toBe('?email=marco.bianchi%40example.com');
    expect(portal.getByText(MARCO)).toBeInTheDocument();
    expect(gateway.riders.byEmail(MARCO)?.confirmed).toBe(true);
    await portal.ui.click('Log in');
    expect(await portal.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('sends an expired link to /request/expired, which offers to ask again', async () => {
    const { gateway, link } = await withConfirmationMail();
    gateway.expireTokens();
    const portal = await renderPortal({ path: link, gateway });
    expect(await portal.findByRole('heading', { level: 1, name: 'Request expired' })).toBeInTheDocument();
    expect(portal.getByRole('link', { name: 'Send a new confirmation e-mail' })).toHaveAttribute(
      'href',
      '/resend_confirmation_email',
    );
    expect(portal.getByRole('link', { name: 'Send a new password reset link' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
    expect(portal.getByRole('link', { name: 'Already confirmed? Log in' })).toHaveAttribute('href', '/');
    expect(gateway.riders.byEmail(MARCO)?.confirmed).toBe(false);
  });

  it.each(['/email/confirmation_in_progress', '/email/confirmation_in_progress?token=short'])(
    'treats %s (no usable token) as expired',
    async (path) => {
      const portal = await renderPortal({ path });
      expect(await portal.findByRole('heading', { level: 1, name: 'Request expired' })).toBeInTheDocument();
    },
  );

  it('takes the token out of the address bar at once, keeping the other parameters, and sends no referrer meanwhile', async () => {
    const { gateway, link } = await withConfirmationMail();
    const held = deferred<void>();
    const confirm = gateway.confirmEmail.bind(gateway);
    gateway.confirmEmail = (token) => held.promise.then(() => confirm(token));
    const path = link.replace('?', '?utm_source=mail&');
    openInAddressBar(path);
    const portal = await renderPortal({ path, gateway });
    expect(
      await portal.findByRole('heading', { level: 1, name: 'Confirming your e-mail address' }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('?utm_source=mail');
    expect(referrerPolicy()).toBe('no-referrer');
    held.resolve();
    await portal.findByRole('heading', { level: 1, name: 'E-mail address confirmed' });
    expect(referrerPolicy()).toBeUndefined();
  });

  it('submits the token once, even where React runs effects twice', async () => {
    const { gateway, link } = await withConfirmationMail();
    let calls = 0;
    const confirm = gateway.confirmEmail.bind(gateway);
    gateway.confirmEmail = (token) => {
      calls += 1;
      return confirm(token);
    };
    const portal = await renderPortal({ path: link, gateway, strict: true });
    expect(await portal.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('shows the error modal when the request fails, and tries again on demand', async () => {
    const { gateway, link } = await withConfirmationMail();
    gateway.scriptNext('confirmEmail', new ServiceFailure('network', 'Network Error'));
    const portal = await renderPortal({ path: link, gateway });
    expect(await portal.findByRole('dialog')).toHaveTextContent('Something went wrong - Error from server');
    await portal.ui.click('Close');
    await portal.ui.click('Try again');
    expect(await portal.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeInTheDocument();
  });
});

describe('E-mail unconfirmed (/email/unconfirmed)', () => {
  it('offers the resend', async () => {
    const portal = await renderPortal({ path: '/email/unconfirmed' });
    await portal.ui.click('Send the confirmation e-mail again');
    expect(await portal.findByRole('heading', { level: 1, name: 'Resend confirmation e-mail' })).toBeInTheDocument();
  });
});
