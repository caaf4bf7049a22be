import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from './travel-fixtures';

const PAYMENTS = '/dashboard/travels/payments';
const GIULIAS = ['PANALIAS-4111', 'PANALIAS-5555'];

/** Giulia settled her failed day (€1.50) online with the card …5100 on 20 November. */
function settledWorld() {
  const world = giuliasWorld();
  world.settlements.notify(
    'order-1',
    { transactionId: 'TX-1', amount: 150, result: '00', paidAt: new Date('2026-11-20T10:30:00Z') },
    GIULIAS,
  );
  return world;
}

describe('A settlement is a payment of its own', { timeout: 30_000 }, () => {
  it('lists the settlement with its card and amount; its receipt says what it paid', async () => {
    const world = settledWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    const table = await portal.findByRole('table', { name: 'Your payments' });
    await portal.findByText('Showing 1–3 of 3 elements');
    const row = portal
      .within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('S-0000000001'));
    expect(row).toHaveTextContent('************5100');
    expect(row).toHaveTextContent('€1.50');
    await portal.ui.click('View receipt of payment S-0000000001');
    const receipt = await portal.findByRole('dialog', { name: /Receipt n. S-0000000001/ });
    const notes = await portal.within(receipt).findByRole('list', { name: 'Payment notes' });
    expect(notes).toHaveTextContent(`Pays payment ${world.failed.shortId} of 13/11/2026: €1.50.`);
  });

  it('says on the receipt of the settled payment when and how it was paid, not only the card that failed', async () => {
    const world = settledWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    await portal.findByText('Showing 1–3 of 3 elements');
    await portal.ui.click(`View receipt of payment ${world.failed.shortId}`);
    const receipt = await portal.findByRole('dialog', { name: new RegExp(`Receipt n. ${world.failed.shortId}`) });
    const notes = await portal.within(receipt).findByRole('list', { name: 'Payment notes' });
    expect(notes).toHaveTextContent(
      'Paid on 20/11/2026, 11:30:00 by the online payment S-0000000001 with the card ************5100.',
    );
  });

  it('shows no notes for an operator that does not say how a payment was paid', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    await portal.findByText('Showing 1–2 of 2 elements');
    await portal.ui.click(`View receipt of payment ${world.succeeded.shortId}`);
    const receipt = await portal.findByRole('dialog', { name: new RegExp(`Receipt n. ${world.succeeded.shortId}`) });
    await portal.within(receipt).findByText('Giulia Rossi');
    expect(portal.within(receipt).queryByRole('list', { name: 'Payment notes' })).toBeNull();
  });
});
