import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aTrip, VISA_4111 } from '../../../support/builders/travel-builder';
import { renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from '../travels/travel-fixtures';

const PAYMENTS = '/dashboard/travels/payments';
const ORDER = '6f1c2a4e-5b7d-4c8e-9f00-1a2b3c4d5e6f';
const back = (params: Record<string, string>) =>
  `${PAYMENTS}?${new URLSearchParams({ ORDERID: ORDER, TRANSACTIONID: 'TX-9', AMOUNT: '150', CURRENCY: '978', MAC: 'ab', ...params })}`;

/** Giulia owes €1.50 (her phone's failed day); the provider notified the order as `result`. */
function owing(result?: string) {
  const world = giuliasWorld();
  if (result)
    world.settlements.notify(ORDER, { transactionId: 'TX-9', amount: 150, result }, ['PANALIAS-4111', 'PANALIAS-5555']);
  return world;
}

describe('Settling failed payments', () => {
  it('shows what the rider owes on the dashboard and the payments list, and Pay now opens the hosted page for a settlement', async () => {
    const world = owing();
    const dashboard = await renderPortal({ path: '/dashboard', account: giulia, ...world });
    expect(await dashboard.findByRole('region', { name: 'Payments to settle' })).toHaveTextContent('Pay €1.50 online');
    await dashboard.ui.click('Pay now €1.50');
    expect(dashboard.paymentProvider.opened).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ PURPOSE: 'settlement' }) }),
    ]);
    const payments = await renderPortal({ path: PAYMENTS, account: giulia, ...owing() });
    expect(await payments.findByRole('region', { name: 'Payments to settle' })).toBeInTheDocument();
  });

  it('says how many payments did not go through, in the plural form of the count', async () => {
    const one = await renderPortal({ path: '/dashboard', account: giulia, ...owing() });
    expect(await one.findByRole('region', { name: 'Payments to settle' })).toHaveTextContent(
      'A payment for your trips did not go through. Pay €1.50 online to settle it',
    );
    cleanup();
    const world = owing();
    world.travels.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-16T08:00:00Z')], 'FAILED');
    world.travels.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-17T08:00:00Z')], 'FAILED');
    const three = await renderPortal({ path: '/dashboard', account: giulia, ...world });
    expect(await three.findByRole('region', { name: 'Payments to settle' })).toHaveTextContent(
      /3 payments for your trips did not go through\. Pay €[\d.]+ online to settle them/,
    );
  });

  it('says so, without adding them up nor Pay now, when the debts are in different currencies', async () => {
    const world = owing();
    world.travels.charge(
      'PANALIAS-4111',
      VISA_4111,
      [aTrip('2026-11-16T08:00:00Z', { amount: { minor: 300, currency: 'CHF' } })],
      'FAILED',
    );
    const dashboard = await renderPortal({ path: '/dashboard', account: giulia, ...world });
    const prompt = await dashboard.findByRole('region', { name: 'Payments to settle' });
    expect(prompt).toHaveTextContent('Your failed payments are in different currencies (CHF, EUR)');
    expect(dashboard.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('reports a confirmed payment: success with the amount, the prompt gone, the failed rows succeeded', async () => {
    const world = owing('00');
    const portal = await renderPortal({ path: back({ RESULT: '00' }), account: giulia, ...world });
    const dialog = await portal.findByRole('dialog', { name: 'Payment successful' });
    expect(dialog).toHaveTextContent('you paid €1.50');
    expect(world.settlements.saved.get(ORDER)).toBe(true);
    await portal.ui.click('Close');
    // The two payments, and the settlement itself: a payment of its own (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract).
    await portal.findByText('Showing 1–3 of 3 elements');
    expect(portal.queryByRole('region', { name: 'Payments to settle' })).toBeNull();
    expect(portal.getByRole('table', { name: 'Your payments' })).not.toHaveTextContent('Failed');
    expect(window.location.search).not.toContain('RESULT');
  });

  it("shows the provider's refusal, translated, and the debt stays", async () => {
    const portal = await renderPortal({ path: back({ RESULT: '04' }), account: giulia, ...owing('04') });
    expect(await portal.findByRole('alertdialog', { name: 'The payment did not go through' })).toHaveTextContent(
      'Denied by card issuer. Nothing was settled',
    );
    // The modal hides the page from the accessibility tree: the prompt is looked for once it is closed.
    await portal.ui.click('Close');
    expect(await portal.findByRole('region', { name: 'Payments to settle' })).toBeInTheDocument();
  });

  it('refuses a forged success in the address: nothing recorded, the rider told it did not go through', async () => {
    const world = owing('04');
    const portal = await renderPortal({ path: back({ RESULT: '00' }), account: giulia, ...world });
    expect(await portal.findByRole('alertdialog', { name: 'The payment did not go through' })).toHaveTextContent(
      'has not confirmed this payment',
    );
    expect(world.settlements.saved.size).toBe(0);
  });

  it("says that nothing was paid when the rider cancelled on the provider's page, and forgets the marker", async () => {
    window.history.replaceState(null, '', `${PAYMENTS}?cancelled=1`);
    const world = owing();
    const portal = await renderPortal({ path: `${PAYMENTS}?cancelled=1`, account: giulia, ...world });
    expect(await portal.findByRole('dialog', { name: 'Payment cancelled' })).toHaveTextContent(
      'You cancelled on the payment page: nothing was paid. What you owe is unchanged.',
    );
    // The marker leaves the address bar once the return is read (an effect: wait for it, not for time).
    await expect.poll(() => window.location.search).toBe('');
    expect(world.settlements.saved.size).toBe(0);
    await portal.ui.click('Close');
    expect(await portal.findByRole('region', { name: 'Payments to settle' })).toBeInTheDocument();
  });

  it('calls a tampered return unreadable, and records nothing', async () => {
    const world = owing('00');
    const portal = await renderPortal({
      path: back({ RESULT: '00', TRANSACTIONID: '"><script>' }),
      account: giulia,
      ...world,
    });
    expect(await portal.findByRole('alertdialog')).toHaveTextContent("The payment provider's answer could not be read");
    expect(world.settlements.saved.size).toBe(0);
  });
});
