import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceFailure } from '../../../src/core/shared/service-failure';
import { anAccount } from '../../support/builders/account-builder';
import { anOperator, DEMO_PASSWORD } from '../../support/builders/operator-builder';
import { renderPortal } from '../../support/render';

async function loginFailingWith(failure: ServiceFailure, language = 'en') {
  const gateway = anOperator().withDemoRiders().build().scriptNext('login', failure);
  const portal = await renderPortal({ gateway, language });
  await portal.ui.paste(language === 'en' ? 'Email' : 'E-Mail', 'giulia.rossi@example.com');
  await portal.ui.paste(language === 'en' ? 'Password' : 'Passwort', DEMO_PASSWORD);
  await portal.ui.click(language === 'en' ? 'Login' : 'Anmelden');
  return portal;
}

describe('Global error modal', () => {
  it('translates "Network Error" and turns the loading indicator off', async () => {
    const portal = await loginFailingWith(new ServiceFailure('network', 'Network Error'));
    const dialog = await portal.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription('Something went wrong - Error from server');
    expect(portal.queryByRole('progressbar')).not.toBeInTheDocument();
    // Behind the modal the page is hidden from assistive technology, but usable again.
    expect(portal.getByRole('button', { name: 'Login', hidden: true })).toBeEnabled();
  });

  it('speaks the interface language', async () => {
    const portal = await loginFailingWith(new ServiceFailure('network', 'Network Error'), 'de');
    expect(await portal.findByRole('dialog', { name: 'Fehler' })).toHaveTextContent(
      'Etwas ist schiefgelaufen - Fehler vom Server',
    );
  });

  it.each([
    [
      new ServiceFailure('timeout', 'timeout of 15000ms exceeded'),
      'The server took too long to answer. Please try again.',
    ],
    [
      new ServiceFailure('malformed', 'account is not an object'),
      'The server sent an answer the portal could not read.',
    ],
    [new ServiceFailure('server', 'Database unavailable'), 'Database unavailable'],
    [new ServiceFailure('server', 'HTTP 502'), 'The server could not complete the request. Please try again later.'],
  ])('shows %s as "%s"', async (failure, message) => {
    const portal = await loginFailingWith(failure);
    expect(await portal.findByRole('dialog')).toHaveAccessibleDescription(message);
  });

  it('closes and clears the error', async () => {
    const portal = await loginFailingWith(new ServiceFailure('network', 'Network Error'));
    await portal.findByRole('dialog');
    await portal.ui.click('Close');
    await expect.poll(() => portal.queryByRole('dialog')).toBeNull();
    expect(portal.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('reloads the current route: the screen starts afresh, without a page reload', async () => {
    const portal = await loginFailingWith(new ServiceFailure('network', 'Network Error'));
    await portal.findByRole('dialog');
    expect(portal.getByLabelText('Email')).toHaveValue('giulia.rossi@example.com');
    await portal.ui.click('Reload this page');
    await expect.poll(() => portal.queryByRole('dialog')).toBeNull();
    expect(await portal.findByLabelText('Email')).toHaveValue('');
    expect(portal.ui.path()).toBe('/');
  });

  it('signs the rider out when the session was refused', async () => {
    const gateway = anOperator().build().scriptNext('list', new ServiceFailure('unauthorized', 'Unknown operator'));
    const account = anAccount().withLanguage('en').build();
    const portal = await renderPortal({ gateway, account, path: '/dashboard' });
    expect(await portal.findByRole('dialog')).toHaveAccessibleDescription('Your session has ended — log in again.');
    expect(await portal.findByRole('heading', { level: 1, name: 'Log in', hidden: true })).toBeInTheDocument();
    expect(portal.storage.read('session_account')).toBeNull();
  });

  it('keeps saying the session has ended on the login page, until the rider closes it', async () => {
    const gateway = anOperator().build().scriptNext('list', new ServiceFailure('unauthorized', 'Unknown operator'));
    const account = anAccount().withLanguage('en').build();
    const portal = await renderPortal({ gateway, account, path: '/dashboard' });
    const dialog = await portal.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Your session has ended — log in again.');
    // The login page arrives behind the message, its main landmark with it: the focus stays in the message, which stays.
    await portal.findByRole('heading', { level: 1, name: 'Log in', hidden: true });
    const main = await portal.findByRole('main', { hidden: true });
    expect(portal.within(main).getByRole('button', { name: 'Login', hidden: true })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(portal.getByRole('dialog')).toHaveAccessibleDescription('Your session has ended — log in again.');

    await portal.ui.click('Close');
    await expect.poll(() => portal.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(portal.getByRole('main')));
  });
});
