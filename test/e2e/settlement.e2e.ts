import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { GIULIA, baseUrl, useRider } from './support/portal';

/** On the provider's hosted page: a card, then back to the portal; answers the return URL as the provider sent it. */
async function payOnHostedPage(page: Page, pan: string): Promise<string> {
  await page.getByLabel('Card number').waitFor();
  let returned = '';
  const watch = (request: { url(): string; isNavigationRequest(): boolean }) => {
    if (request.isNavigationRequest() && request.url().includes('/dashboard/travels/payments?'))
      returned = request.url();
  };
  page.on('request', watch);
  await page.getByLabel('Card number').fill(pan);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/dashboard\/travels\/payments/);
  page.off('request', watch);
  return returned;
}

describe('settling failed payments (issue 9 §1)', () => {
  const rider = useRider();

  it('shows Giulia what she owes, lets her pay it with the paying test card, and the debt is gone', async () => {
    const { page } = rider;
    await signedInAt(page, GIULIA);
    const prompt = page.getByRole('region', { name: 'Pagamenti da regolarizzare' });
    await prompt.waitFor();
    await expectAccessible(page);
    const amount = /Paga ([\d,]+\s?€) online/.exec((await prompt.textContent()) ?? '')?.[1];
    expect(amount).toBeTruthy();
    await prompt.getByRole('button', { name: /^Paga ora/ }).click();
    // The hosted page asks for exactly the amount the portal showed (the operator computed both).
    const euros = amount!.replace(/[^\d,]/g, '').replace(',', '.');
    await page.getByText(`You pay € ${euros}`).waitFor();
    const returned = await payOnHostedPage(page, '5105 1051 0510 5100');
    const dialog = page.getByRole('dialog', { name: 'Pagamento riuscito' });
    await dialog.waitFor();
    expect(new URL(page.url()).search).not.toContain('RESULT');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await page.getByRole('table', { name: 'I tuoi pagamenti' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('region', { name: 'Pagamenti da regolarizzare' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Riusciti', exact: true }).click({ force: true });
    await page
      .getByText(/Nessun pagamento con gli stati scelti/)
      .first()
      .waitFor();
    // Back to the dashboard by its link, without a reload: the debt is gone there too ("debt settled").
    await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
    await page.getByRole('link', { name: /^Carte bancarie/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Pagamenti da regolarizzare' }).count()).toBe(0);

    // The same return URL again (a reload of an old tab, a shared link): recorded once, nothing new.
    await page.goto(returned);
    await page.getByRole('dialog', { name: 'Pagamento riuscito' }).waitFor();
    expect(await page.getByRole('region', { name: 'Pagamenti da regolarizzare' }).count()).toBe(0);
  });

  it('keeps the debt when the issuer declines, and refuses a return whose RESULT was changed to 00', async () => {
    const { page } = rider;
    await signedInAt(page, GIULIA, '/dashboard/travels/payments');
    const prompt = page.getByRole('region', { name: 'Pagamenti da regolarizzare' });
    await prompt.getByRole('button', { name: /^Paga ora/ }).click();
    const returned = await payOnHostedPage(page, '4000 0000 0000 0002');
    const declined = page.getByRole('alertdialog', { name: 'Il pagamento non è andato a buon fine' });
    await declined.waitFor();
    expect(await declined.textContent()).toContain('Negato dall');
    await expectAccessible(page);
    await declined.getByRole('button', { name: 'Chiudi' }).click();
    await prompt.waitFor();

    const forged = new URL(returned);
    expect(forged.searchParams.get('RESULT')).toBe('04');
    forged.searchParams.set('RESULT', '00');
    await page.goto(`${baseUrl()}${forged.pathname}${forged.search}`);
    const refused = page.getByRole('alertdialog', { name: 'Il pagamento non è andato a buon fine' });
    await refused.getByText(/non ha confermato questo pagamento/).waitFor();
    await refused.getByRole('button', { name: 'Chiudi' }).click();
    await page.getByRole('region', { name: 'Pagamenti da regolarizzare' }).waitFor();
  });
});
