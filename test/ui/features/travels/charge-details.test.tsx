import { describe, expect, it } from 'vitest';
import { aTestOperator, renderPortal } from '../../../support/render';
import { aTrip, VISA_4111 } from '../../../support/builders/travel-builder';
import { giulia, giuliasWorld } from './travel-fixtures';

const PAYMENTS = '/dashboard/travels/payments';

/** Opens a payment's details from the payments table. */
async function openDetails(portal: Awaited<ReturnType<typeof renderPortal>>, shortId: string) {
  const cell = await portal.findByText(shortId);
  await portal.user.click(cell.closest('tr')!);
  return portal.findByRole('dialog', { name: 'Payment details' });
}

describe('Every charge explained (docs/behaviour/operator-contract.md#charge-details)', () => {
  it('shows the statement line, the travel day beside the bank charge, the history and the trips it pays', async () => {
    const world = giuliasWorld();
    // A capped trip joins the day: it cost nothing, the caps took its whole fare.
    const capped = world.travels.charge('PANALIAS-4111', VISA_4111, [
      aTrip('2026-11-20T07:40:00Z'),
      aTrip('2026-11-20T18:00:00Z', {
        amount: { minor: 0, currency: 'EUR' },
        baseAmount: { minor: 150, currency: 'EUR' },
        capDiscount: { minor: 150, currency: 'EUR' },
      }),
    ]);
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    const details = await openDetails(portal, world.succeeded.shortId);
    const line = portal.within(details).getByRole('group', { name: 'Bank statement line' });
    expect(line).toHaveTextContent(`METRO TRASPORTI URBANI TW${world.succeeded.shortId}`);
    expect(line).toHaveTextContent('€3.00');
    expect(details).toHaveTextContent('Travel day18/11/2026');
    expect(details).toHaveTextContent('Charged on19/11/2026, 03:00:00');
    const history = portal.within(details).getByRole('list', { name: 'Status history' });
    expect(
      portal
        .within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Charged19/11/2026, 03:00:00']);
    const trips = await portal.within(details).findByRole('list', { name: 'Trips in this charge' });
    const items = portal.within(trips).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Colosseo → Pigneto€1.50');
    expect(items[0]).toHaveTextContent('Corsa singola · 18/11/2026, 08:40:00');
    expect(details).toHaveTextContent('Times in Europe/Rome');
    await portal.ui.click('Close');

    const again = await openDetails(portal, capped.shortId);
    const cappedTrips = await portal.within(again).findByRole('list', { name: 'Trips in this charge' });
    expect(cappedTrips).toHaveTextContent('Capped: €1.50 off the €1.50 fare');
  }, 60_000);

  it('says a failed payment was not charged, its history failed', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    const details = await openDetails(portal, world.failed.shortId);
    expect(details).toHaveTextContent('Charged onNot charged');
    const history = portal.within(details).getByRole('list', { name: 'Status history' });
    expect(history).toHaveTextContent('Failed14/11/2026, 03:00:00');
  }, 60_000);

  it('shows none of it when the operator does not offer chargeDetails', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({
      path: PAYMENTS,
      account: giulia,
      ...world,
      operator: aTestOperator({ extensions: [] }),
    });
    const details = await openDetails(portal, world.succeeded.shortId);
    expect(details).toHaveTextContent('tok-4111');
    expect(portal.within(details).queryByRole('heading', { name: 'On your bank statement' })).toBeNull();
    expect(portal.within(details).queryByRole('list', { name: 'Trips in this charge' })).toBeNull();
  }, 60_000);

  it('shows none of it when the answers lack the fields, with no error', async () => {
    const bare = giuliasWorld();
    const payments = bare.travels.payments.bind(bare.travels);
    bare.travels.payments = (...args) => payments(...args).map(({ chargeDetails: _, ...payment }) => payment);
    const other = await renderPortal({ path: PAYMENTS, account: giulia, ...bare });
    const shown = await openDetails(other, bare.succeeded.shortId);
    expect(shown).toHaveTextContent('tok-4111');
    expect(other.within(shown).queryByRole('heading', { name: 'On your bank statement' })).toBeNull();
    expect(other.queryByRole('alert')).toBeNull();
  }, 60_000);
});
