import { describe, expect, it } from 'vitest';
import { anAccount } from '../../../support/builders/account-builder';
import { anOperator, aRider, DEMO_PASSWORD } from '../../../support/builders/operator-builder';
import { renderPortal } from '../../../support/render';
import { ServiceFailure } from '../../../../src/core/shared/service-failure';
import { LOGIN_PATHS, mapFieldErrors } from '../../../../src/adapters/http/product-api/field-paths';

const giulia = () => anOperator().withDemoRiders().build();

async function logIn(email: string, password: string) {
  const portal = await renderPortal({ gateway: giulia() });
  await portal.ui.paste('Email', email);
  await portal.ui.paste('Password', password);
  await portal.ui.click('Login');
  return portal;
}

describe('Login', () => {
  it('signs the rider in: dashboard with the welcome and the name in the navbar', async () => {
    const portal = await logIn('giulia.rossi@example.com', DEMO_PASSWORD);
    // Giulia's account language is Italian: the portal switches to it.
    expect(await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (it)' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/dashboard');
    expect(portal.getByRole('button', { name: /Giulia Rossi/ })).toBeInTheDocument();
    expect(portal.getByRole('main')).toHaveFocus();
    expect(portal.storage.read('session_language')).toBe('it');
    expect(JSON.parse(portal.storage.read('session_account') ?? 'null')).toMatchObject({
      email: 'giulia.rossi@example.com',
    });
  });

  it.each([
    ['', DEMO_PASSWORD, 'Email', '* Required', true],
    ['not-an-address', DEMO_PASSWORD, 'Email', 'Invalid email', true],
    ['nobody@example.com', DEMO_PASSWORD, 'Email', "Account doesn't exists", false],
    ['giulia.rossi@example.com', '', 'Password', '* Required', true],
    ['giulia.rossi@example.com', 'wrong-password-1', 'Password', 'Invalid password', false],
  ])(
    'email %j with password %j shows on %s: %s (the "check the fields" toast only for a validation)',
    async (email, password, field, message, toast) => {
      const portal = await logIn(email, password);
      const input = await portal.findByLabelText(field);
      expect(await portal.findByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      // The toaster loads on its first toast: wait for it when one is due.
      if (toast)
        expect(await portal.findAllByText('Check that you have entered all the fields correctly')).toHaveLength(1);
      else expect(portal.queryAllByText('Check that you have entered all the fields correctly')).toHaveLength(0);
      expect(portal.ui.path()).toBe('/');
    },
  );

  it('says "Too many attempts" on the form when the operator throttles guessing (429), not in the error modal', async () => {
    const gateway = giulia().scriptNext('login', new ServiceFailure('too-many-attempts', 'Too many attempts', 240));
    const portal = await renderPortal({ gateway });
    await portal.ui.paste('Email', 'giulia.rossi@example.com');
    await portal.ui.paste('Password', DEMO_PASSWORD);
    await portal.ui.click('Login');
    expect(await portal.findByRole('alert')).toHaveTextContent('Too many attempts, try again in 4 min.');
    expect(portal.queryByRole('alertdialog')).toBeNull();
    expect(portal.queryByRole('dialog')).toBeNull();
    expect(portal.ui.path()).toBe('/');
    await portal.ui.click('Login');
    expect(await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (it)' })).toBeInTheDocument();
  });

  it('shows "Invalid value" for a code the screen does not know', async () => {
    const gateway = giulia().scriptNext('login', {
      kind: 'invalid',
      errors: mapFieldErrors([{ path: 'email', msg: 'tooFancy' }], LOGIN_PATHS),
    });
    const portal = await renderPortal({ gateway });
    await portal.ui.click('Login');
    expect(await portal.findByText('Invalid value')).toBeInTheDocument();
  });

  it('sends a rider with an unconfirmed address to /email/unconfirmed', async () => {
    const gateway = anOperator()
      .withRider(aRider().from(anAccount().withEmail('marco@example.com')).unconfirmed())
      .build();
    const portal = await renderPortal({ gateway });
    await portal.ui.paste('Email', 'marco@example.com');
    await portal.ui.paste('Password', DEMO_PASSWORD);
    await portal.ui.click('Login');
    expect(await portal.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(portal.ui.path()).toBe('/email/unconfirmed');
  });

  it('clears a field error as soon as the rider edits that field', async () => {
    const portal = await logIn('not-an-address', '');
    expect(await portal.findByText('Invalid email')).toBeInTheDocument();
    expect(portal.getByText('* Required')).toBeInTheDocument();
    await portal.user.type(portal.getByLabelText('Email'), 'x');
    expect(portal.queryByText('Invalid email')).not.toBeInTheDocument();
    expect(portal.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(portal.getByText('* Required')).toBeInTheDocument();
  });

  it('shows and hides the password with an accessible toggle', async () => {
    const portal = await renderPortal();
    const password = await portal.findByLabelText('Password');
    const toggle = portal.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await portal.user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the loading state and sends one login however often the button is pressed', async () => {
    const gateway = giulia();
    let calls = 0;
    const login = gateway.login.bind(gateway);
    gateway.login = (credentials) => {
      calls += 1;
      return new Promise((resolve) => setTimeout(() => resolve(login(credentials)), 50));
    };
    const portal = await renderPortal({ gateway });
    await portal.ui.paste('Email', 'giulia.rossi@example.com');
    await portal.ui.paste('Password', DEMO_PASSWORD);
    const button = portal.getByRole('button', { name: 'Login' });
    await portal.user.click(button);
    expect(portal.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    await portal.user.click(button);
    await portal.user.keyboard('{Enter}');
    await portal.findByRole('heading', { level: 1, name: 'Welcome to Metro (it)' });
    expect(calls).toBe(1);
  });

  it('offers sign-up, password recovery and confirmation resend links', async () => {
    const portal = await renderPortal();
    expect(await portal.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign/up');
    expect(portal.getByRole('link', { name: 'Password forgotten ?' })).toHaveAttribute('href', '/forgot_password');
    expect(portal.getByRole('link', { name: "Haven't you received any confirmation email ?" })).toHaveAttribute(
      'href',
      '/resend_confirmation_email',
    );
  });
});
