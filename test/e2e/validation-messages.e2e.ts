import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFieldError, openMailLink, requestEmail, signUp } from './support/account-forms';
import { expectAccessible } from './support/axe';
import { GIULIA, MARCO, useRider, visit } from './support/portal';

const CHECK_FIELDS = 'Check that you have entered all the fields correctly';
const ROBOT = 'We could not verify that you are not a robot. Please try again.';

/** This tab's operator answers an unknown address inline (its `sentEmailIfExists` setting off). */
async function withoutNeutralNotice(page: Page): Promise<void> {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { operators: Record<string, { sentEmailIfExists: boolean }> };
    for (const operator of Object.values(config.operators)) operator.sentEmailIfExists = false;
    await route.fulfill({ response, json: config });
  });
}

describe('validation messages, in the browser', () => {
  const rider = useRider();

  it('sign up: the privacy disclaimer is required before anything is sent', async () => {
    const { page } = rider;
    const sent: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/sign_up') && sent.push(request.url()));
    await visit(page, '/sign/up');
    await signUp(page, { privacy: false });
    await expectFieldError(page, 'I have read and accept the privacy notice', '* Required');
    await page.getByText(CHECK_FIELDS).waitFor();
    await expectAccessible(page);
    expect(sent).toEqual([]);
  });

  it('sign up: every field is required', async () => {
    const { page } = rider;
    await visit(page, '/sign/up', { axe: false });
    await signUp(page, {
      name: '',
      surname: '',
      dateOfBirth: '',
      email: '',
      confirmEmail: '',
      password: '',
      confirmPassword: '',
    });
    for (const label of [
      'Name',
      'Surname',
      'Date of birth',
      'Email',
      'Confirm email',
      'Password',
      'Confirm password',
    ]) {
      await expectFieldError(page, label, '* Required');
    }
    await page.getByText(CHECK_FIELDS).waitFor();
    await expectAccessible(page);
  });

  it('sign up: invalid, notMatch and weak, each on its field; editing clears one, a language all', async () => {
    const { page } = rider;
    await visit(page, '/sign/up', { axe: false });
    await signUp(page, {
      email: 'luca',
      confirmEmail: 'luca@example.com',
      password: 'password',
      confirmPassword: 'other-2026',
      dateOfBirth: '01/01/1899',
    });
    await expectFieldError(page, 'Email', 'Invalid email');
    await expectFieldError(page, 'Confirm email', "Emails don't match");
    await expectFieldError(page, 'Password', 'Password weak');
    await expectFieldError(page, 'Confirm password', "Passwords don't match");
    await expectFieldError(page, 'Date of birth', 'Invalid date of birth');
    await expectAccessible(page);

    await page.getByLabel('Email', { exact: true }).fill('luca@example.com');
    await page.getByText('Invalid email').waitFor({ state: 'detached' });
    await page.getByText("Emails don't match").waitFor();
    await page.getByLabel('Language', { exact: true }).selectOption('it');
    await page.getByRole('heading', { level: 1, name: 'Registrati' }).waitFor();
    await expect(page.getByText('Le password non corrispondono').count()).resolves.toBe(0);
    await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(0);
  });

  it('sign up: an address with an account', async () => {
    const { page } = rider;
    await visit(page, '/sign/up', { axe: false });
    await signUp(page, { email: GIULIA.email, confirmEmail: GIULIA.email });
    await expectFieldError(page, 'Email', 'Account already exists');
  });

  it('sign up: a language the operator does not support', async () => {
    const { page } = rider;
    await page.route('**/api/sign_up', async (route) => {
      const body = route.request().postDataJSON() as { user: { language: string } };
      await route.continue({ postData: JSON.stringify({ ...body, user: { ...body.user, language: 'xx' } }) });
    });
    await visit(page, '/sign/up', { axe: false });
    await signUp(page);
    await expectFieldError(page, 'Account language', 'Language not supported');
  });

  it('sign up: a refused bot-protection check is told above the button', async () => {
    const { page } = rider;
    await page.route('**/sandbox/identity/captcha/**', (route) => route.abort());
    await visit(page, '/sign/up', { axe: false });
    await signUp(page);
    await page.getByRole('alert').filter({ hasText: ROBOT }).waitFor();
    await expectAccessible(page);
  });

  it('resend confirmation: required, invalid, already confirmed, and no account', async () => {
    const { page } = rider;
    await withoutNeutralNotice(page);
    await visit(page, '/resend_confirmation_email');
    for (const [email, message] of [
      ['', '* Required'],
      ['marco@', 'Invalid email'],
      [GIULIA.email, 'Email already confirmed'],
      ['nobody@example.com', "Account doesn't exists"],
    ] as const) {
      await requestEmail(page, email, 'Send the e-mail');
      await expectFieldError(page, 'Email', message);
    }
    await expectAccessible(page);
  });

  it('forgot password: required, invalid, unconfirmed, and no account', async () => {
    const { page } = rider;
    await withoutNeutralNotice(page);
    await visit(page, '/forgot_password');
    for (const [email, message] of [
      ['', '* Required'],
      ['giulia@', 'Invalid email'],
      [MARCO.email, 'Unconfirmed email'],
      ['nobody@example.com', "Account doesn't exists"],
    ] as const) {
      await requestEmail(page, email, 'Send the link');
      await expectFieldError(page, 'Email', message);
    }
    await expectAccessible(page);
  });

  it('reset password: required, too weak, and passwords that differ', async () => {
    const { page } = rider;
    await visit(page, '/forgot_password', { axe: false });
    await requestEmail(page, GIULIA.email, 'Send the link');
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    await openMailLink(page, GIULIA.email);
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    const submit = page.getByRole('button', { name: 'Change password' });

    await submit.click();
    await expectFieldError(page, 'New password', '* Required');
    await expectFieldError(page, 'Confirm new password', '* Required');
    await page.getByText(CHECK_FIELDS).first().waitFor();

    await page.getByLabel('New password', { exact: true }).fill('password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('other-2026');
    await submit.click();
    await expectFieldError(page, 'New password', 'Password too weak');
    await expectFieldError(page, 'Confirm new password', "Passwords don't match");
    await expectAccessible(page);
  });
});
