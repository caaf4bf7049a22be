import { describe, expect, it } from 'vitest';
import {
  expectFieldError,
  expectTokenGone,
  expireTokens,
  LUCA,
  openMailLink,
  requestEmail,
  signUp,
} from './support/account-forms';
import { expectAccessible } from './support/axe';
import { GIULIA, logIn, mailTo, MARCO, useRider, visit } from './support/portal';

const heading = (name: string) => ({ level: 1, name });

describe('sign-up, e-mail confirmation and password recovery', () => {
  const rider = useRider();

  it('signs up, confirms the address from the e-mail link, and logs in', async () => {
    const { page } = rider;
    await visit(page, '/sign/up');
    await signUp(page);
    await page.waitForURL('**/sign/up/succeeded?sent_to=elena.conti%40example.com');
    await page.getByText(LUCA.email).waitFor();
    await expectAccessible(page);

    const { response, token, referers } = await openMailLink(page, LUCA.email);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', heading('E-mail address confirmed')).waitFor();
    expect(referers.filter((referer) => referer.includes(token))).toEqual([]);
    expect(new URL(page.url()).searchParams.get('email')).toBe(LUCA.email);
    await page.getByText(LUCA.email).waitFor();
    await expectTokenGone(page, token);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Log in' }).click();
    await logIn(page, LUCA.email, LUCA.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: /Elena Conti/ }).waitFor();
  });

  it('sends an expired confirmation link to /request/expired', async () => {
    const { page } = rider;
    await visit(page, '/resend_confirmation_email');
    await requestEmail(page, MARCO.email, 'Send the e-mail');
    await page.waitForURL('**/sent_email/if_exists?**');
    await expireTokens(MARCO.email);
    await openMailLink(page, MARCO.email);
    await page.getByRole('heading', heading('Request expired')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/request/expired');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Send a new confirmation e-mail' }).click();
    await page.getByRole('heading', heading('Resend confirmation e-mail')).waitFor();
  });

  it('resends the confirmation, whose link confirms the address', async () => {
    const { page } = rider;
    await visit(page, '/');
    await logIn(page, MARCO.email, MARCO.password);
    await page.waitForURL('**/email/unconfirmed');
    await page.getByRole('link', { name: 'Send the confirmation e-mail again' }).click();
    await page.getByRole('heading', heading('Resend confirmation e-mail')).waitFor();
    await expectAccessible(page);
    await requestEmail(page, MARCO.email, 'Send the e-mail');
    await page.getByRole('heading', heading('Check your inbox')).waitFor();
    await page.getByText(MARCO.email).waitFor();
    await expectAccessible(page);

    const { token } = await openMailLink(page, MARCO.email);
    await page.getByRole('heading', heading('E-mail address confirmed')).waitFor();
    await expectTokenGone(page, token);
    await page.getByRole('link', { name: 'Log in' }).click();
    await logIn(page, MARCO.email, MARCO.password);
    await page.waitForURL('**/dashboard');
  });

  it('recovers a forgotten password: the link, the reset form, and a login with the new password', async () => {
    const { page } = rider;
    await visit(page, '/forgot_password');
    await requestEmail(page, GIULIA.email, 'Send the link');
    await page.getByRole('heading', heading('Check your inbox')).waitFor();
    await expectAccessible(page);

    const exchanged = page.waitForResponse((response) => response.url().endsWith('/api/forgot_password'));
    const { response, token, referers } = await openMailLink(page, GIULIA.email);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    const resetToken = (await (await exchanged).json()) as string;
    await page.getByRole('heading', heading('Reset password')).waitFor();
    expect(referers.filter((referer) => referer.includes(token) || referer.includes(resetToken))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/reset_password');
    await expectTokenGone(page, token);
    await expectTokenGone(page, resetToken);
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    await expectAccessible(page);

    await page.getByLabel('New password', { exact: true }).fill('Newer-2027');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Newer-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', heading('Password changed')).waitFor();
    await expectAccessible(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== '/reset_password');

    await visit(page, '/', { axe: false });
    await logIn(page, GIULIA.email, GIULIA.password);
    await page.getByText('Invalid password').waitFor();
    await logIn(page, GIULIA.email, 'Newer-2027');
    await page.waitForURL('**/dashboard');
  });

  it("keeps the reset form's token through the error modal's reload, in memory only", async () => {
    const { page } = rider;
    await visit(page, '/forgot_password', { axe: false });
    await requestEmail(page, GIULIA.email, 'Send the link');
    await page.getByRole('heading', heading('Check your inbox')).waitFor();
    const exchanged = page.waitForResponse((response) => response.url().endsWith('/api/forgot_password'));
    await openMailLink(page, GIULIA.email);
    const resetToken = (await (await exchanged).json()) as string;
    await page.getByRole('heading', heading('Reset password')).waitFor();

    await page.route('**/api/reset_password', (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.getByLabel('New password', { exact: true }).fill('Newer-2027');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Newer-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Something went wrong - Error from server').waitFor();
    await dialog.getByRole('button', { name: 'Reload this page' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', heading('Reset password')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset_password');
    await expectTokenGone(page, resetToken);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(resetToken);

    await page.getByLabel('New password', { exact: true }).fill('Newer-2027');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Newer-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', heading('Password changed')).waitFor();
  });

  it('picks the date of birth from the calendar with the keyboard alone; a typed date after today is refused, never made today', async () => {
    const { page } = rider;
    await visit(page, '/sign/up', { axe: false });
    const trigger = page.getByRole('button', { name: 'Open calendar' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('application', { name: 'Calendar' }).waitFor();
    await expectAccessible(page);
    // The calendar opens on the years: up one row is four years back; Enter picks year, month, then day.
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter', 'Enter', 'Enter'])
      await page.keyboard.press(key);
    const today = new Date();
    const expected = [today.getDate(), today.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/');
    await expect
      .poll(() => page.getByLabel('Date of birth').inputValue())
      .toBe(`${expected}/${today.getFullYear() - 16}`);
    await page.getByRole('application', { name: 'Calendar' }).waitFor({ state: 'hidden' });

    // A date after today (docs/behaviour/rules.md#date-of-birth) stays as typed, and the operator refuses it.
    const nextYear = `01/01/${today.getFullYear() + 1}`;
    await signUp(page, { dateOfBirth: nextYear });
    await expectFieldError(page, 'Date of birth', 'Invalid date of birth');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe(nextYear);
    expect(new URL(page.url()).pathname).toBe('/sign/up');
  });

  it('reads a date of birth typed key by key with dots, or as ISO, as typed; 31/02 is refused, not made 28/02', async () => {
    const { page } = rider;
    await visit(page, '/sign/up', { axe: false });
    const field = page.getByLabel('Date of birth');
    for (const typed of ['14.03.1990', '1990-03-14', '14031990']) {
      await field.clear();
      await field.pressSequentially(typed);
      await field.press('Tab');
      await expect.poll(() => field.inputValue()).toBe('14/03/1990');
    }
    await signUp(page, { dateOfBirth: '31/02/1990' });
    await expectFieldError(page, 'Date of birth', 'Invalid date of birth');
    expect(await field.inputValue()).toBe('31/02/1990');
    // The toaster loads with its first toast: axe looks once it is in (and its fade-in over).
    await page.getByText('Check that you have entered all the fields correctly').waitFor();
    await expectAccessible(page);
  });

  it('throttles the reset mails to one address: the fourth request says how long to wait, on the form', async () => {
    const { page } = rider;
    for (let request = 0; request < 3; request += 1) {
      await visit(page, '/forgot_password', { axe: false });
      await requestEmail(page, GIULIA.email, 'Send the link');
      await page.getByRole('heading', heading('Check your inbox')).waitFor();
    }
    await visit(page, '/forgot_password', { axe: false });
    await requestEmail(page, GIULIA.email, 'Send the link');
    // The e2e sandbox's first block is 3 minutes (global-setup.ts).
    await page.getByText('Too many attempts, try again in 3 min.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/forgot_password');
    expect(await mailTo(GIULIA.email)).toHaveLength(3);
    await expectAccessible(page);
  });

  it('tells an unknown address neutrally on the demo operator', async () => {
    const { page } = rider;
    await visit(page, '/forgot_password');
    await requestEmail(page, 'nobody@example.com', 'Send the link');
    await page.getByRole('heading', heading('Check your inbox')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sent_email/if_exists');
    await page.getByText('nobody@example.com').waitFor();
    await expectAccessible(page);
  });
});
