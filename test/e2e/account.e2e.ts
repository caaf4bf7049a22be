import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { LUCA, signedInAt } from './support/cards';
import { baseUrl, GIULIA, logIn, mailTo, useRider, visit } from './support/portal';

describe('the account area', () => {
  const rider = useRider();

  it('lets Giulia edit her name and language, and Cancel puts the language back', async () => {
    const { page } = rider;
    await signedInAt(page, GIULIA, '/dashboard/account');
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Modifica' }).click();
    await page.getByRole('heading', { level: 1, name: 'Modifica account' }).waitFor();
    const form = page.locator('form');
    await form.getByRole('combobox').selectOption('fr');
    await page.getByRole('heading', { level: 1, name: 'Modifier le compte' }).waitFor();
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await page.getByText('Italiano').waitFor();
    await page.getByRole('link', { name: 'Modifica' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Giulia Maria');
    await form.getByRole('combobox').selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Edit account' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Apply changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Changes saved' }).waitFor();
    await expectAccessible(page);
    expect(await page.getByRole('button', { name: /Giulia Maria Rossi/ }).count()).toBe(1);
  });

  it('lets Luca change his password, then delete his account with the code from the outbox after a wrong one', async () => {
    const { page } = rider;
    await signedInAt(page, LUCA, '/dashboard/account/change_password');
    await page.getByLabel('Current password').fill(LUCA.password);
    await page.getByLabel('New password', { exact: true }).fill('Tapway-2027');
    await page.getByLabel('Confirm new password').fill('Tapway-2027');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    // The change is mailed to the rider (docs/security.md); this session stays, the next steps use it.
    expect((await mailTo(LUCA.email))[0]?.subject).toBe('Metro: your password was changed');

    await page.getByRole('link', { name: 'Delete account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Delete account' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send me a code to confirm' }).click();
    await page.getByRole('heading', { level: 1, name: 'Confirm the deletion' }).waitFor();
    const code = (await mailTo(LUCA.email))[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const field = page.getByLabel('Code from the e-mail');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Invalid OTP: the code is wrong or has expired').waitFor();
    await expectAccessible(page);
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account deleted' }).waitFor();
    await page.waitForURL(`${baseUrl()}/`);
    await logIn(page, LUCA.email, 'Tapway-2027');
    await page.getByText("Account doesn't exists").waitFor();
  });

  it('shows the operator’s privacy notice to a visitor', async () => {
    const { page } = rider;
    await visit(page, '/privacy');
    const pdf = page.getByRole('link', { name: /PDF/ }).first();
    const href = await pdf.getAttribute('href');
    const response = await fetch(new URL(href ?? '', baseUrl()));
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });
});
