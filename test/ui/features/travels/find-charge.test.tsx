import { describe, expect, it } from 'vitest';
import { aTestOperator, renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from './travel-fixtures';

const PAYMENTS = '/dashboard/travels/payments';

describe('Find a charge from the bank statement (docs/behaviour/operator-contract.md#charge-details)', () => {
  it('finds the payment from the amount and the posting date, days after travel, and opens it; no match says what to check', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    await portal.findByText('Showing 1–2 of 2 elements');
    // Beside the "Search payments" box, the finder's toggle says what it opens, and what closing it does.
    expect(portal.queryByRole('button', { name: /search/i })).toBeNull();
    const toggle = portal.getByRole('button', { name: 'Look up a bank statement charge' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await portal.user.click(toggle);
    expect(portal.getByRole('button', { name: 'Close the charge lookup' })).toHaveAttribute('aria-expanded', 'true');
    await portal.user.type(portal.getByLabelText('Amount'), '3,00');
    await portal.user.type(portal.getByLabelText('Date on the statement'), '2026-11-20');
    await portal.user.click(portal.getByRole('button', { name: 'Find' }));
    const results = await portal.findByRole('list', { name: 'Matching payments' });
    const match = portal.within(results).getByRole('button', { name: new RegExp(world.succeeded.shortId) });
    expect(match).toHaveTextContent('€3.00 · travel day 18/11/2026 · 411111******1111');
    await portal.user.click(match);
    const details = await portal.findByRole('dialog', { name: 'Payment details' });
    await portal.within(details).findByRole('list', { name: 'Trips in this charge' });
    await portal.ui.click('Close');

    await portal.user.clear(portal.getByLabelText('Amount'));
    await portal.user.type(portal.getByLabelText('Amount'), '9,99');
    await portal.user.click(portal.getByRole('button', { name: 'Find' }));
    await portal.findByText('No payment matches this line.');
    expect(portal.getByText(/The wallet has its own card number/)).toBeInTheDocument();
  }, 60_000);

  it('finds it from the reference beside the statement line, and asks for a line it cannot search', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({ path: PAYMENTS, account: giulia, ...world });
    await portal.findByText('Showing 1–2 of 2 elements');
    await portal.user.click(portal.getByRole('button', { name: 'Look up a bank statement charge' }));
    await portal.user.click(portal.getByRole('button', { name: 'Find' }));
    expect(await portal.findByText('Type the amount and the date, or the reference.')).toBeInTheDocument();
    await portal.user.type(portal.getByLabelText('Reference'), `tw ${world.failed.shortId.toLowerCase()}`);
    await portal.user.click(portal.getByRole('button', { name: 'Find' }));
    const results = await portal.findByRole('list', { name: 'Matching payments' });
    expect(portal.within(results).getAllByRole('button')).toHaveLength(1);
    expect(results).toHaveTextContent(world.failed.shortId);
  }, 60_000);

  it('is not there when the operator does not offer chargeDetails', async () => {
    const world = giuliasWorld();
    const portal = await renderPortal({
      path: PAYMENTS,
      account: giulia,
      ...world,
      operator: aTestOperator({ extensions: [] }),
    });
    await portal.findByText('Showing 1–2 of 2 elements');
    expect(portal.queryByRole('heading', { name: 'Find a charge from your bank statement' })).toBeNull();
  }, 60_000);
});
