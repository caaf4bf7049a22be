import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryDenyList } from '../../../../src/adapters/in-memory/card-status/in-memory-card-status';
import { OPERATOR_EXTENSIONS } from '../../../../src/core/shared/operator';
import { aTestOperator, renderPortal } from '../../../support/render';
import { giulia, giuliasWorld } from '../travels/travel-fixtures';

const CARDS = '/dashboard/travels/bank_cards';

/**
 * Giulia's world (her phone wallet's payment of 13 November failed on the 14th, €1.50), with the operator's deny list:
 * retried 5 days after the failure (19 November, then denied) or 10 (24 November, still to come).
 */
function world(retryAfterDays: number) {
  const base = giuliasWorld();
  return { ...base, denyList: new InMemoryDenyList(base.travels, base.clock, retryAfterDays) };
}

/** The bank cards table's rows (the header's excepted), once the states have come. */
async function cardRows(portal: Awaited<ReturnType<typeof renderPortal>>, state: string | RegExp) {
  const table = await portal.findByRole('table', { name: 'Your bank cards' });
  await portal.within(table).findAllByText(state);
  return portal.within(table).getAllByRole('row').slice(1);
}

describe('Card states at the gates (cardStatus)', () => {
  it('lists each card once, with its state at the gates: the phone wallet blocked until paid, Pay now and what to pay with', async () => {
    const portal = await renderPortal({ path: CARDS, account: giulia, ...world(5) });
    const rows = await cardRows(portal, 'Blocked at the gates');
    expect(portal.getByRole('columnheader', { name: 'At the gates' })).toBeInTheDocument();
    // One list: every card's number shows once on the page.
    expect(portal.getAllByText(/4444/)).toHaveLength(1);
    expect(portal.getAllByText(/1111/)).toHaveLength(1);
    const wallet = rows.find((row) => row.textContent?.includes('4444'))!;
    expect(wallet).toHaveTextContent('Blocked at the gates');
    expect(wallet).toHaveTextContent(
      'Since 19/11/2026 the gates refuse this card, until the unpaid fares, €1.50, are paid online.',
    );
    expect(wallet).toHaveTextContent('pay with the physical card the phone wallet was made from');
    const visa = rows.find((row) => row.textContent?.includes('1111'))!;
    expect(visa).toHaveTextContent('Active');
    expect(visa).toHaveTextContent('The gates accept this card.');
    await portal.findByRole('region', { name: 'Payments to settle' });
    await portal.ui.click('Pay now €1.50');
    expect(portal.paymentProvider.opened).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ PURPOSE: 'settlement' }) }),
    ]);
  });

  it('says in the prompt that the card is blocked and that paying unblocks it, never that it keeps working', async () => {
    for (const path of [CARDS, '/dashboard']) {
      const portal = await renderPortal({ path, account: giulia, ...world(5) });
      const prompt = await portal.findByRole('region', { name: 'Payments to settle' });
      await portal.within(prompt).findByText(/blocked at the gates/);
      expect(prompt).toHaveTextContent(
        'Your card is blocked at the gates because of unpaid fares. Pay €1.50 online to settle them: paying unblocks it.',
      );
      expect(prompt).not.toHaveTextContent('keeps working');
      cleanup();
    }
    // A failed payment the operator will retry: the card still works, and the prompt says paying keeps it so.
    const portal = await renderPortal({ path: CARDS, account: giulia, ...world(10) });
    await cardRows(portal, 'Payment failed');
    const prompt = await portal.findByRole('region', { name: 'Payments to settle' });
    expect(prompt).toHaveTextContent('so your card keeps working at the gates');
  });

  it('says when a failed payment will be retried, while the card still works', async () => {
    const portal = await renderPortal({ path: CARDS, account: giulia, ...world(10) });
    const wallet = (await cardRows(portal, 'Payment failed')).find((row) => row.textContent?.includes('4444'));
    expect(wallet).toHaveTextContent(
      '€1.50 was not paid. We will try the card again on 24/11/2026; it still works at the gates meanwhile.',
    );
  });

  it('says when the block was lifted once the debt is paid, on the cards page and the dashboard', async () => {
    const paid = world(5);
    paid.denyList.update(['PANALIAS-5555']);
    paid.travels.settle(['PANALIAS-4111', 'PANALIAS-5555'], {
      shortId: 'S-0000000001',
      amount: 150,
      paidAt: paid.clock.now(),
      truncatedPan: '************5100',
    });
    const portal = await renderPortal({ path: CARDS, account: giulia, ...paid });
    const wallet = (await cardRows(portal, /Unblocked at/)).find((row) => row.textContent?.includes('4444'));
    expect(wallet).toHaveTextContent(/Unblocked at \d\d:\d\d; the gates accept the card again\./);
    expect(portal.queryByRole('region', { name: 'Payments to settle' })).toBeNull();
    const dashboard = await renderPortal({ path: '/dashboard', account: giulia, ...paid });
    expect(await dashboard.findByRole('region', { name: 'Your card works again' })).toHaveTextContent(
      /MASTERCARD 4444 \(Phone or wearable\) was unblocked at \d\d:\d\d; the gates accept the card again\./,
    );
  });

  it('tells the dashboard which card the gates refuse, with the way to the cards page', async () => {
    const portal = await renderPortal({ path: '/dashboard', account: giulia, ...world(5) });
    const notice = await portal.findByRole('region', { name: 'Card refused at the gates' });
    expect(notice).toHaveTextContent(
      'Your card MASTERCARD 4444 (Phone or wearable) is blocked at the gates because of unpaid fares.',
    );
    await portal.ui.click('See your cards');
    expect(await portal.findByRole('columnheader', { name: 'At the gates' })).toBeInTheDocument();
  });

  it('speaks the account language (Italian)', async () => {
    const portal = await renderPortal({
      path: CARDS,
      account: { ...giulia, language: 'it', localesId: 'it-IT' },
      language: 'it',
      ...world(5),
    });
    const table = await portal.findByRole('table', { name: 'Le tue carte bancarie' });
    await portal.within(table).findAllByText('Bloccata ai tornelli');
    expect(portal.within(table).getByRole('columnheader', { name: 'Ai tornelli' })).toBeInTheDocument();
    expect(table).toHaveTextContent('paga con la carta fisica');
  });

  it('shows no states for an operator without cardStatus', async () => {
    const operator = aTestOperator({ extensions: OPERATOR_EXTENSIONS.filter((name) => name !== 'cardStatus') });
    const portal = await renderPortal({ path: CARDS, account: giulia, operator, ...world(5) });
    const table = await portal.findByRole('table');
    await portal.within(table).findByText('411111******1111');
    expect(portal.queryByRole('columnheader', { name: 'At the gates' })).toBeNull();
    expect(portal.queryByText('Blocked at the gates')).toBeNull();
    const dashboard = await renderPortal({ path: '/dashboard', account: giulia, operator, ...world(5) });
    await dashboard.findByRole('region', { name: 'Payments to settle' });
    expect(dashboard.queryByRole('region', { name: 'Card refused at the gates' })).toBeNull();
  });
});
