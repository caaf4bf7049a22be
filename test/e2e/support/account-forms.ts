import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, mailTo } from './portal';

export const LUCA = {
  name: 'Elena',
  surname: 'Conti',
  dateOfBirth: '01/06/1992',
  email: 'elena.conti@example.com',
  password: 'Secret-2026',
};

export interface SignUpEntry {
  readonly name: string;
  readonly surname: string;
  readonly dateOfBirth: string;
  readonly email: string;
  readonly confirmEmail: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly privacy: boolean;
}

const LUCA_ENTRY: SignUpEntry = { ...LUCA, confirmEmail: LUCA.email, confirmPassword: LUCA.password, privacy: true };

/** Fills the sign-up form (the date typed as the rider would, dd/mm/yyyy) and submits it. */
export async function signUp(page: Page, change: Partial<SignUpEntry> = {}): Promise<void> {
  const entry = { ...LUCA_ENTRY, ...change };
  await page.getByLabel('Name', { exact: true }).fill(entry.name);
  await page.getByLabel('Surname').fill(entry.surname);
  await page.getByLabel('Date of birth').fill(entry.dateOfBirth);
  await page.getByLabel('Date of birth').press('Tab');
  await page.getByLabel('Email', { exact: true }).fill(entry.email);
  await page.getByLabel('Confirm email').fill(entry.confirmEmail);
  await page.getByLabel('Password', { exact: true }).fill(entry.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(entry.confirmPassword);
  const privacy = page.getByRole('checkbox', { name: 'I have read and accept the privacy notice' });
  if ((await privacy.isChecked()) !== entry.privacy)
    await page.getByText('I have read and accept the privacy notice').click();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/** Submits an e-mail request form (resend confirmation, forgot password). */
export async function requestEmail(page: Page, email: string, submit: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/**
 * Opens the link of the newest e-mail to `address`, as the rider does from the outbox; `referers`
 * collects the Referer header of every request the page makes from then on.
 */
export async function openMailLink(page: Page, address: string) {
  const [mail] = await mailTo(address);
  const link = mail?.links[0];
  if (!link) throw new Error(`No e-mail with a link was sent to ${address}`);
  const token = new URL(link).searchParams.get('token') ?? '';
  const referers: string[] = [];
  page.on('request', (request) => referers.push(request.headers()['referer'] ?? ''));
  const response: Response | null = await page.goto(link);
  return { response, token, referers };
}

/** Makes the address's confirmation and reset tokens expire now. */
export async function expireTokens(email: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/sandbox/api/expire-tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`expire-tokens answered ${response.status}`);
}

/** The message shown on the field labelled `label` (linked to it, the field marked invalid). */
export async function expectFieldError(page: Page, label: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  await expect
    .poll(() =>
      field.evaluate((element) => {
        const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
        return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      }),
    )
    .toContain(message);
}

/** The token is nowhere in the address bar, nor in the history entry's state. */
export async function expectTokenGone(page: Page, token: string): Promise<void> {
  expect(page.url()).not.toContain(token);
  expect(await page.evaluate(() => JSON.stringify(window.history.state))).not.toContain(token);
}
