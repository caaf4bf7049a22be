import { describe, expect, it } from 'vitest';
import { panAlias } from '../../sandbox/oms/cards/cards.mjs';
import { expectAccessible } from './support/axe';
import { LUCA, registerThroughHostedPage, signedInAt } from './support/cards';
import { GIULIA, baseUrl, useRider } from './support/portal';

describe('bank cards through the hosted payment page', () => {
  const rider = useRider();

  it('shows a rider with no card the alert badge, disabled trips, and the way to add one', async () => {
    const { page } = rider;
    await signedInAt(page, LUCA);
    await page.getByRole('link', { name: 'Bank cards, No card registered yet' }).waitFor();
    expect(await page.getByRole('link', { name: /^Trips,/ }).getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Add a bank card' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add bank card' }).waitFor();
    await expectAccessible(page);
  });

  it('adds a card that tapped, and strips the answer from the address bar', async () => {
    const { page } = rider;
    await signedInAt(page, LUCA, '/dashboard/travels/bank_cards/add');
    await registerThroughHostedPage(page, '4012 8888 8888 1881', { axe: true });
    const dialog = page.getByRole('dialog', { name: 'Card registration' });
    await dialog.getByText('Bank card added successfully').waitFor();
    expect(await dialog.textContent()).toContain('401288******1881');
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page);
    await page.waitForURL('**/dashboard/travels/bank_cards');
    await page.getByRole('table', { name: 'Your bank cards' }).getByText('401288******1881').waitFor();
    await expectAccessible(page);
    await page.reload();
    await page.getByRole('table', { name: 'Your bank cards' }).getByText('401288******1881').waitFor();
    expect(await page.getByRole('table', { name: 'Your bank cards' }).getByRole('row').count()).toBe(2);
  });

  it('answers a card the rider already has: already added, nothing added twice', async () => {
    const { page } = rider;
    await signedInAt(page, GIULIA, '/dashboard/travels/bank_cards/add');
    // Giulia reads the portal in Italian, her account's language.
    await registerThroughHostedPage(page, '4111 1111 1111 1111', { proceed: 'Procedi' });
    await page.getByRole('alertdialog').getByText('Carta bancaria già aggiunta in precedenza').waitFor();
    await expectAccessible(page);
    await page.waitForURL('**/dashboard/travels/bank_cards');
    await page.getByRole('table').getByText('411111******1111').waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(3);
  });

  it('meets the other outcomes: unused, declined, cancelled', async () => {
    const { page } = rider;
    await signedInAt(page, LUCA, '/dashboard/travels/bank_cards/add');
    await registerThroughHostedPage(page, '6759 6498 2643 8453');
    await page.getByRole('alertdialog').getByText('Previously unused bank card').waitFor();
    await page.waitForURL('**/dashboard/travels/bank_cards');

    await page.goto(`${baseUrl()}/dashboard/travels/bank_cards/add`);
    await registerThroughHostedPage(page, '4000 0000 0000 0002');
    await page.getByRole('alert').getByText('Denied by card issuer').waitFor();
    await expectAccessible(page);

    await page.goto(`${baseUrl()}/dashboard/travels/bank_cards/add`);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/dashboard\/travels\/bank_cards\/add/);
    // Back from Cancel: the rider is told nothing was added, and the marker leaves the address.
    await page.getByRole('alertdialog').getByText('You cancelled on the payment page: no card was added.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page);
  });

  it('refuses a forged MAC on the hosted page, with no card form', async () => {
    const { page } = rider;
    await signedInAt(page, LUCA, '/dashboard/travels/bank_cards/add');
    await page.route('**/sandbox/vpos/pay', async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.set('MAC', '0'.repeat(64));
      await route.continue({ postData: body.toString() });
    });
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('The MAC of this request was refused.').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await expectAccessible(page);
  });

  it("removes Giulia's card with its trips, after the confirmation", async () => {
    const { page } = rider;
    await signedInAt(page, GIULIA, '/dashboard/travels/bank_cards');
    const table = page.getByRole('table');
    await table.getByText('411111******1111').waitFor();
    await expectAccessible(page);
    await table.getByText('411111******1111').click();
    await page.getByRole('dialog').getByText('A0000000031010').waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Rimuovi la carta 411111\*{6}1111$/ }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: /^(Confirm|Conferma)$/ }).click();
    await table.getByText('411111******1111').waitFor({ state: 'detached' });
    // The card is no longer hers: the operations API will not even look it up for her.
    const lookup = `${baseUrl()}/oms/bank_cards/get/metro///null/${panAlias('4111111111111111')}/null`;
    expect(await page.evaluate(async (url) => (await fetch(url)).status, lookup)).toBe(403);
  });
});
