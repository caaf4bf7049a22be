import { describe, expect, it } from 'vitest';
import { anOperator } from '../../../support/builders/operator-builder';
import { renderPortal } from '../../../support/render';
import { fillSignUp } from '../../support/sign-up-form';
import { SIGN_UP_PATHS, mapFieldErrors } from '../../../../src/adapters/http/product-api/field-paths';

const CHECK_FIELDS = 'Check that you have entered all the fields correctly';
const withDemoRiders = () => anOperator().withDemoRiders().build();

async function openSignUp(gateway = withDemoRiders(), language?: string) {
  const portal = await renderPortal({ path: '/sign/up', gateway, language });
  await portal.findByRole('heading', { level: 1 });
  return portal;
}

async function expectFieldError(portal: Awaited<ReturnType<typeof openSignUp>>, label: string, message: string) {
  const field = await portal.findByLabelText(label);
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('Sign up', () => {
  it('registers the rider and shows where the confirmation e-mail went', async () => {
    const gateway = withDemoRiders();
    const portal = await openSignUp(gateway);
    await fillSignUp(portal);
    await portal.ui.click('Sign up');
    expect(await portal.findByRole('heading', { level: 1, name: 'Sign-up completed' })).toBeInTheDocument();
    expect(portal.router()?.state.location.search).toBe('?sent_to=elena.conti%40example.com');
    expect(portal.getByText('elena.conti@example.com')).toBeInTheDocument();
    expect(gateway.riders.byEmail('elena.conti@example.com')).toMatchObject({
      confirmed: false,
      dateOfBirth: '1992-06-01',
      account: { name: 'Elena', surname: 'Conti', language: 'en' },
    });
    expect(gateway.outbox.to('elena.conti@example.com').map((mail) => mail.kind)).toEqual(['confirm']);
    expect(portal.getByRole('link', { name: 'Send the confirmation e-mail again' })).toHaveAttribute(
      'href',
      '/resend_confirmation_email',
    );
  });

  it('shows the required message on every field of an empty form, with the toast', async () => {
    const portal = await openSignUp();
    await portal.user.click(portal.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }));
    await portal.ui.click('Sign up');
    for (const label of [
      'Name',
      'Surname',
      'Date of birth',
      'Email',
      'Confirm email',
      'Password',
      'Confirm password',
    ]) {
      await expectFieldError(portal, label, '* Required');
    }
    expect(await portal.findByText(CHECK_FIELDS)).toBeInTheDocument();
    expect(portal.getByLabelText('Name')).toHaveFocus();
  });

  it('asks for the privacy disclaimer before sending anything', async () => {
    const gateway = withDemoRiders();
    const portal = await openSignUp(gateway);
    await fillSignUp(portal, { privacy: false });
    await portal.ui.click('Sign up');
    const privacy = portal.getByRole('checkbox', { name: 'I have read and accept the privacy notice' });
    await expectFieldError(portal, 'I have read and accept the privacy notice', '* Required');
    expect(privacy).toHaveFocus();
    expect(gateway.riders.byEmail('elena.conti@example.com')).toBeUndefined();
    await portal.user.click(privacy);
    expect(portal.queryByText('* Required')).not.toBeInTheDocument();
  });

  it.each([
    ['a malformed address', { email: 'luca', confirmEmail: 'luca' }, 'Email', 'Invalid email'],
    [
      'an address with an account',
      { email: 'giulia.rossi@example.com', confirmEmail: 'giulia.rossi@example.com' },
      'Email',
      'Account already exists',
    ],
    ['addresses that differ', { confirmEmail: 'luca@example.com' }, 'Confirm email', "Emails don't match"],
    ['a weak password', { password: 'password', confirmPassword: 'password' }, 'Password', 'Password weak'],
    ['passwords that differ', { confirmPassword: 'Secret-2027' }, 'Confirm password', "Passwords don't match"],
  ])('answers %s on its field', async (_, change, label, message) => {
    const portal = await openSignUp();
    await fillSignUp(portal, change);
    await portal.ui.click('Sign up');
    await expectFieldError(portal, label, message);
    // The toast is for mistakes in filling the form, not for the operator's answer about the address.
    expect(portal.queryAllByText(CHECK_FIELDS)).toHaveLength(message === 'Account already exists' ? 0 : 1);
    expect(portal.ui.path()).toBe('/sign/up');
  });

  it("shows each of the operator's field errors on its field, in words", async () => {
    const gateway = withDemoRiders();
    const portal = await openSignUp(gateway);
    await portal.user.click(portal.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }));
    // One form sent again for each answer (a portal rendered per answer cost a fifth of this file's time).
    for (const [path, msg, label, message] of [
      ['user.name', 'required', 'Name', '* Required'],
      ['user.surname', 'required', 'Surname', '* Required'],
      ['user.date_of_birth', 'required', 'Date of birth', '* Required'],
      ['user.date_of_birth', 'invalid', 'Date of birth', 'Invalid date of birth'],
      ['user.email', 'required', 'Email', '* Required'],
      ['user.email', 'invalid', 'Email', 'Invalid email'],
      ['user.email', 'notMatch', 'Email', "Emails don't match"],
      ['user.email', 'AccountAlreadyExists', 'Email', 'Account already exists'],
      ['user.confirm_email', 'required', 'Confirm email', '* Required'],
      ['user.confirm_email', 'invalid', 'Confirm email', 'Invalid email'],
      ['user.confirm_email', 'notMatch', 'Confirm email', "Emails don't match"],
      ['user.password', 'required', 'Password', '* Required'],
      ['user.password', 'weak', 'Password', 'Password weak'],
      ['user.password', 'notMatch', 'Password', "Passwords don't match"],
      ['user.confirm_password', 'required', 'Confirm password', '* Required'],
      ['user.confirm_password', 'weak', 'Confirm password', 'Password weak'],
      ['user.confirm_password', 'notMatch', 'Confirm password', "Passwords don't match"],
      ['user.language', 'notSupported', 'Account language', 'Language not supported'],
      ['user.name', 'tooFancy', 'Name', 'Invalid value'],
    ] as const) {
      gateway.scriptNext('signUp', { kind: 'invalid', errors: mapFieldErrors([{ path, msg }], SIGN_UP_PATHS) });
      // The answer before this one said something else: the message comes from this answer.
      expect(portal.getByLabelText(label)).not.toHaveAccessibleDescription(expect.stringContaining(message));
      await portal.ui.click('Sign up');
      await expectFieldError(portal, label, message);
    }
  });

  it('tells the rider when the bot protection refused the form, above the button and without the toast', async () => {
    const gateway = withDemoRiders().scriptNext('signUp', { kind: 'invalid', errors: { captcha: 'invalid' } });
    const portal = await openSignUp(gateway);
    await fillSignUp(portal);
    await portal.ui.click('Sign up');
    const message = await portal.findByText('We could not verify that you are not a robot. Please try again.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(portal.queryByText(CHECK_FIELDS)).not.toBeInTheDocument();
    await portal.ui.click('Sign up');
    expect(await portal.findByRole('heading', { level: 1, name: 'Sign-up completed' })).toBeInTheDocument();
  });

  it('clears a field error when the rider edits that field', async () => {
    const portal = await openSignUp();
    await fillSignUp(portal, { email: 'luca', confirmEmail: 'luca@example.com' });
    await portal.ui.click('Sign up');
    await expectFieldError(portal, 'Email', 'Invalid email');
    await portal.ui.paste('Email', 'elena.conti@example.com');
    expect(portal.queryByText('Invalid email')).not.toBeInTheDocument();
    expect(portal.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(portal.getByLabelText('Confirm email')).toHaveAccessibleDescription("Emails don't match");
  });

  it('clears every error when a language is selected, and makes it the account language', async () => {
    const gateway = withDemoRiders();
    const portal = await openSignUp(gateway);
    await portal.user.click(portal.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }));
    await portal.ui.click('Sign up');
    expect((await portal.findAllByText('* Required')).length).toBeGreaterThan(5);
    await portal.ui.selectLanguage('Italiano');
    await portal.findByRole('heading', { level: 1, name: 'Registrati' });
    expect(portal.queryByText('* Obbligatorio')).not.toBeInTheDocument();
    expect(portal.getByLabelText("Lingua dell'account")).toHaveValue('it');
  });

  it('offers the interface language for the account, and choosing one switches the interface', async () => {
    const portal = await openSignUp(withDemoRiders(), 'fr');
    const language = portal.getByLabelText('Langue du compte');
    expect(language).toHaveValue('fr');
    await portal.user.selectOptions(language, 'Deutsch');
    expect(await portal.findByRole('heading', { level: 1, name: 'Registrieren' })).toBeInTheDocument();
    expect(portal.getByLabelText('Kontosprache')).toHaveValue('de');
    expect(portal.storage.read('session_language')).toBe('de');
  });

  it('links the privacy notice, opening in a new tab, and goes back to the login', async () => {
    const portal = await openSignUp();
    const notice = portal.getByRole('link', { name: /Read the privacy notice/ });
    expect(notice).toHaveAttribute('href', '/privacy');
    expect(notice).toHaveAttribute('target', '_blank');
    await portal.ui.click('Back');
    expect(await portal.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('shows and hides each password with its own toggle', async () => {
    const portal = await openSignUp();
    await portal.user.click(portal.getByRole('button', { name: 'Show password confirmation' }));
    expect(portal.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(portal.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
