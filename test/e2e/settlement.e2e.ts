import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { signedInAt } from './support/cards';
import { GIULIA, baseUrl, mailTo, useRider } from './support/portal';

/** From the payments page, Pay now: answers once the hosted page's card form is there. */
async function startPaying(page: Page): Promise<void> {
  const prompt = page.getByRole('region', { name: 'Pagamenti da regolarizzare' });
  await prompt.getByRole('button', { name: /^Paga ora/ }).click();
  await page.getByLabel('Card number').waitFor();
}

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

describe('settling failed payments', () => {
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

describe('one debt, one payment', () => {
  const rider = useRider();

  it('pays one order from two tabs: the second confirmation is refused (RESULT 07), the card charged once; Back shows the order finished', async () => {
    const { page, context } = rider;
    await signedInAt(page, GIULIA, '/dashboard/travels/payments');
    await startPaying(page);
    const firstOrder = page.url();
    expect(firstOrder).toMatch(/\/sandbox\/vpos\/order\//);
    // A second tab: Pay now again lands on the same order (the operator answers the debt's open order).
    const other = await context.newPage();
    await other.goto(`${baseUrl()}/dashboard/travels/payments`);
    await startPaying(other);
    expect(other.url()).toBe(firstOrder);
    await payOnHostedPage(other, '5105 1051 0510 5100');
    await other.getByRole('dialog', { name: 'Pagamento riuscito' }).waitFor();
    // The first tab confirms the same order: the provider refuses it, nothing more is charged.
    await payOnHostedPage(page, '5105 1051 0510 5100');
    const already = page.getByRole('dialog', { name: 'Già pagato' });
    await already.getByText(/non ha addebitato di nuovo la carta/).waitFor();
    // The debt is read again: nothing is owed any more (the prompt goes before the page is checked).
    await page.getByRole('region', { name: 'Pagamenti da regolarizzare' }).waitFor({ state: 'detached' });
    await expectAccessible(page);
    // Back goes to the order's page, fetched again by GET: no resubmission, the order is finished.
    await page.goBack();
    await page.getByRole('heading', { name: 'This order is finished' }).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await expectAccessible(page);
  });

  it('tells Giulia she paid twice and the second payment will be refunded, when an old tab is paid after the debt was settled', async () => {
    const { page, context } = rider;
    await signedInAt(page, GIULIA, '/dashboard/travels/payments');
    const prompt = page.getByRole('region', { name: 'Pagamenti da regolarizzare' });
    const amount = /Paga ([\d,]+\s?€) online/.exec((await prompt.textContent()) ?? '')?.[1];
    expect(amount).toBeTruthy();
    await startPaying(page);
    // The tab stays open past the order's lifetime; Giulia starts again in another tab and pays.
    const expired = await fetch(`${baseUrl()}/sandbox/api/expire-orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: GIULIA.email }),
    });
    expect(expired.status).toBe(200);
    const other = await context.newPage();
    await other.goto(`${baseUrl()}/dashboard/travels/payments`);
    await startPaying(other);
    expect(other.url()).not.toBe(page.url());
    await payOnHostedPage(other, '5105 1051 0510 5100');
    await other.getByRole('dialog', { name: 'Pagamento riuscito' }).waitFor();
    // Then the old tab is paid too: the portal says exactly what happened.
    await payOnHostedPage(page, '5105 1051 0510 5100');
    const twice = page.getByRole('alertdialog', { name: 'Pagato due volte: riceverai un rimborso' });
    await twice.waitFor();
    expect((await twice.textContent())?.replace(/\s/g, ' ')).toContain(
      `Hai pagato ${amount!.replace(/\s/g, ' ')} due volte; il secondo pagamento sarà rimborsato sulla carta.`,
    );
    expect(await twice.textContent()).not.toContain('non è stato registrato nulla');
    await expectAccessible(page);
  });

  it('lists the settlement among the payments with a receipt that says what it paid, and mails its confirmation', async () => {
    const { page } = rider;
    await signedInAt(page, GIULIA, '/dashboard/travels/payments');
    await startPaying(page);
    await payOnHostedPage(page, '5105 1051 0510 5100');
    const dialog = page.getByRole('dialog', { name: 'Pagamento riuscito' });
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    const table = page.getByRole('table', { name: 'I tuoi pagamenti' });
    const row = table.getByRole('row').filter({ hasText: '************5100' });
    await row.waitFor();
    const shortId = /S-[0-9A-F]{10}/.exec((await row.textContent()) ?? '')?.[0];
    expect(shortId).toBeTruthy();
    await row.getByRole('button', { name: `Vedi la ricevuta del pagamento ${shortId}` }).click();
    const receipt = page.getByRole('dialog', { name: new RegExp(`Ricevuta n. ${shortId}`) });
    const notes = receipt.getByRole('list', { name: 'Note sul pagamento' });
    await notes.waitFor();
    expect(await notes.getByRole('listitem').count()).toBe(3);
    expect(await notes.textContent()).toContain('Paga il pagamento');
    await expectAccessible(page);
    const [mail] = await mailTo(GIULIA.email);
    expect(mail?.subject).toContain('abbiamo ricevuto il tuo pagamento');
  });
});
