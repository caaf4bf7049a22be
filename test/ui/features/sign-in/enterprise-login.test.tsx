import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIdentityProvider } from '../../../../src/adapters/in-memory/session/fake-identity-provider';
import { anOperator } from '../../../support/builders/operator-builder';
import { anAzureCredential } from '../../../support/builders/provider-credential-builder';
import { aTestOperator, renderPortal } from '../../../support/render';

const ANNA = { sub: 'anna-oid', email: 'giulia.rossi@example.com', given_name: 'Giulia', family_name: 'Rossi' };

/** The enterprise-only operator's login page, in StrictMode as the app renders it. */
async function arrive(azure: FakeIdentityProvider, language = 'en') {
  const gateway = anOperator().withDemoRiders().build();
  let providerLogins = 0;
  const login = gateway.loginWithProvider.bind(gateway);
  gateway.loginWithProvider = (credential) => {
    providerLogins += 1;
    return login(credential);
  };
  const portal = await renderPortal({
    gateway,
    providers: { azure },
    operator: aTestOperator({ variant: 'enterprise-only' }),
    language,
    strict: true,
  });
  return { ...portal, providerLogins: () => providerLogins };
}

/** What the portal logs, kept to read after the fact. */
function captureWarnings(): string[] {
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
  return warnings;
}

afterEach(() => vi.restoreAllMocks());

describe('Enterprise-only operator', () => {
  it('shows its title, tagline and one button, no password form', async () => {
    captureWarnings();
    const portal = await arrive(new FakeIdentityProvider('azure').willCancel());
    expect(await portal.findByRole('heading', { level: 1, name: 'Metro · en portal' })).toBeInTheDocument();
    expect(portal.getByText('Travel with a tap (en)')).toBeInTheDocument();
    expect(portal.getByRole('button', { name: 'Log in with your company account' })).toBeInTheDocument();
    expect(portal.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(portal.queryByRole('group', { name: 'Login with' })).not.toBeInTheDocument();
  });

  it('signs the rider in on arrival, once, without a click', async () => {
    const azure = new FakeIdentityProvider('azure').willSignIn(anAzureCredential(ANNA));
    const portal = await arrive(azure);
    expect(await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (it)' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/dashboard');
    expect(azure.signedIn).toBe(true);
    expect(portal.providerLogins()).toBe(1);
    expect(JSON.parse(portal.storage.read('session_account') ?? 'null')).toMatchObject({ email: ANNA.email });
  });

  it('with an account the directory still caches, signs out of it instead and says so; the button signs in again', async () => {
    const azure = new FakeIdentityProvider('azure').withCachedAccount().willSignIn(anAzureCredential(ANNA));
    const portal = await arrive(azure);
    expect(
      await portal.findByText(
        'You have been signed out of your company account. You can log in again with the button.',
      ),
    ).toBeInTheDocument();
    expect(azure.signedOut).toBe(true);
    expect(azure.hasCached).toBe(false);
    expect(azure.signedIn).toBe(false);
    expect(portal.ui.path()).toBe('/');
    expect(portal.storage.read('session_account')).toBeNull();

    await portal.ui.click('Log in with your company account');
    expect(await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (it)' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/dashboard');
  });

  it('when the browser blocks the popup on arrival, tells the rider to use the button, which then works', async () => {
    const warnings = captureWarnings();
    const azure = new FakeIdentityProvider('azure').willFail('popup-blocked (popup_window_error)');
    const portal = await arrive(azure);
    expect(
      await portal.findByText(
        'Your browser blocked the sign-in window. Use the button to log in with your company account.',
      ),
    ).toBeInTheDocument();
    expect(warnings.some((warning) => warning.includes('popup-blocked'))).toBe(true);
    expect(portal.ui.path()).toBe('/');

    azure.willSignIn(anAzureCredential(ANNA));
    await portal.ui.click('Log in with your company account');
    expect(await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (it)' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/dashboard');
  });

  it('when the browser blocks the logout popup on arrival, tells the rider to use the button too', async () => {
    const warnings = captureWarnings();
    const azure = new FakeIdentityProvider('azure')
      .withCachedAccount()
      .willFailToSignOut('popup-blocked (popup_window_error)');
    const portal = await arrive(azure);
    expect(
      await portal.findByText(
        'Your browser blocked the sign-in window. Use the button to log in with your company account.',
      ),
    ).toBeInTheDocument();
    expect(warnings.some((warning) => warning.includes('popup-blocked'))).toBe(true);
    expect(portal.ui.path()).toBe('/');
  });

  it('closes the "popup blocked" toast when the rider uses the button', async () => {
    captureWarnings();
    const azure = new FakeIdentityProvider('azure').willFail('popup-blocked (popup_window_error)');
    const portal = await arrive(azure);
    const blocked = await portal.findByText(
      'Your browser blocked the sign-in window. Use the button to log in with your company account.',
    );
    azure.willCancel();
    await portal.ui.click('Log in with your company account');
    expect(
      await portal.findByText('Sign-in with your company account did not complete. Please try again.'),
    ).toBeInTheDocument();
    await expect.poll(() => blocked.isConnected).toBe(false);
  });

  it('a popup the rider closes is logged and shown in a dismissible toast; the screen stays', async () => {
    const warnings = captureWarnings();
    const portal = await arrive(new FakeIdentityProvider('azure').willCancel());
    const toast = await portal.findByText('Sign-in with your company account did not complete. Please try again.');
    expect(warnings.some((warning) => warning.includes('cancelled'))).toBe(true);
    expect(portal.getByRole('button', { name: 'Log in with your company account' })).toBeEnabled();
    await portal.ui.click('Dismiss notification');
    await expect.poll(() => toast.isConnected).toBe(false);
    expect(portal.ui.path()).toBe('/');
  });

  it('speaks the interface language', async () => {
    const azure = new FakeIdentityProvider('azure').withCachedAccount();
    const portal = await arrive(azure, 'de');
    expect(
      await portal.findByText(
        'Sie wurden von Ihrem Firmenkonto abgemeldet. Mit der Schaltfläche können Sie sich erneut anmelden.',
      ),
    ).toBeInTheDocument();
    expect(portal.getByRole('button', { name: 'Mit Ihrem Firmenkonto anmelden' })).toBeInTheDocument();
  });
});

describe('Enterprise-only operator: no password accounts by URL', () => {
  it.each(['/sign/up', '/forgot_password', '/reset_password', '/resend_confirmation_email'])(
    'leads %s to its login',
    async (path) => {
      const portal = await renderPortal({ path, operator: aTestOperator({ variant: 'enterprise-only' }) });
      expect(portal.ui.path()).toBe('/');
      expect(portal.queryByLabelText('Password')).not.toBeInTheDocument();
    },
  );

  it('still offers them on a standard operator', async () => {
    const portal = await renderPortal({ path: '/forgot_password' });
    expect(await portal.findByRole('heading', { level: 1, name: 'Password forgotten' })).toBeInTheDocument();
  });
});
