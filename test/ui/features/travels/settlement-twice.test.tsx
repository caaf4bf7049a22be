import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from './travel-fixtures';

const PAYMENTS = '/dashboard/travels/payments';
const GIULIAS = ['PANALIAS-4111', 'PANALIAS-5555'];
const back = (params: Record<string, string>) =>
  `${PAYMENTS}?${new URLSearchParams({ CURRENCY: '978', AMOUNT: '150', MAC: 'ab', ...params })}`;

describe('One debt, one payment: what the rider is told', { timeout: 30_000 }, () => {
  it('says exactly that a debt was paid twice and the second payment goes back to the card, never that nothing happened', async () => {
    const world = giuliasWorld();
    world.settlements.notify('order-old', { transactionId: 'TX-1', amount: 150, result: '00' }, GIULIAS);
    world.settlements.notify('order-new', { transactionId: 'TX-2', amount: 150, result: '00' }, GIULIAS);
    const portal = await renderPortal({
      path: back({ ORDERID: 'order-new', TRANSACTIONID: 'TX-2', RESULT: '00' }),
      account: giulia,
      ...world,
    });
    const dialog = await portal.findByRole('alertdialog', { name: 'Paid twice: a refund is on its way' });
    expect(dialog).toHaveTextContent('You paid €1.50 twice; the second payment will be refunded to the card.');
    expect(dialog).not.toHaveTextContent('nothing was recorded');
    expect(world.settlements.saved.get('order-new')).toBe(true);
  });

  it('says an order the provider had already processed (RESULT 07) was not charged again, and records nothing', async () => {
    const world = giuliasWorld();
    world.settlements.notify('order-1', { transactionId: 'TX-1', amount: 150, result: '00' }, GIULIAS);
    const portal = await renderPortal({
      path: back({ ORDERID: 'order-1', TRANSACTIONID: 'NULL', RESULT: '07' }),
      account: giulia,
      ...world,
    });
    const dialog = await portal.findByRole('dialog', { name: 'Already paid' });
    expect(dialog).toHaveTextContent('did not charge the card again');
    expect(world.settlements.saved.size).toBe(0);
  });

  it('sends a second Pay now (a double click, another tab) to the same open order', async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia, ...giuliasWorld() });
    await portal.findByRole('region', { name: 'Payments to settle' });
    await portal.ui.click('Pay now €1.50');
    await portal.ui.click('Pay now €1.50');
    const orders = portal.paymentProvider.opened.map((request) => request.fields.ORDERID);
    expect(orders).toHaveLength(2);
    expect(new Set(orders).size).toBe(1);
  });
});
