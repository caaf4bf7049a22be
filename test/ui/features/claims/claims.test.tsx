import { describe, expect, it } from 'vitest';
import { InMemoryCardNetwork } from '../../../../src/adapters/in-memory/cards/in-memory-card-network';
import { InMemoryCaseBook, METRO_CLAIM_RULES } from '../../../../src/adapters/in-memory/claims/in-memory-case-book';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { InMemoryTravelLedger } from '../../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { aTappedCard } from '../../../support/builders/card-builder';
import { aTrip, VISA_4111 } from '../../../support/builders/travel-builder';
import { aTestOperator, renderPortal } from '../../../support/render';
import { giulia } from '../travels/travel-fixtures';

const TICKETS = '/dashboard/travels/tickets';
// A Wednesday morning in Rome.
const NOW = '2026-11-25T09:00:00Z';
const eur = (minor: number) => ({ minor, currency: 'EUR' });

/**
 * Giulia's commute Termini → Colosseo at 07:40 (Rome 08:40) on three days, and one morning she tapped in at Termini and
 * never out: charged the €5 maximum fare, €1.50 with a tap-out.
 */
function claimsWorld() {
  const clock = new FixedClock(NOW);
  const cards = new InMemoryCardNetwork(clock);
  cards.link(giulia.id, aTappedCard().build());
  const travels = new InMemoryTravelLedger('Europe/Rome');
  for (const day of ['16', '17', '18']) travels.charge('PANALIAS-4111', VISA_4111, [aTrip(`2026-11-${day}T07:40:00Z`)]);
  const missed = aTrip('2026-11-20T07:45:00Z');
  travels.tapIn('PANALIAS-4111', VISA_4111, missed, eur(500), eur(150));
  const caseBook = new InMemoryCaseBook(METRO_CLAIM_RULES, travels, cards, clock);
  return { clock, cards, travels, caseBook, claimRules: METRO_CLAIM_RULES };
}

async function openIncompleteTrip(portal: Awaited<ReturnType<typeof renderPortal>>) {
  const flag = await portal.findByText('Incomplete journey');
  expect(portal.getByText('maximum fare charged; would have cost €1.50')).toBeInTheDocument();
  await portal.user.click(flag.closest('tr')!);
  return portal.findByRole('dialog', { name: 'Trip details' });
}

/** The one of the live regions, present before the answer was sent, that the answer arrived in. */
async function answerIn(regions: readonly HTMLElement[], text: string): Promise<HTMLElement> {
  await expect.poll(() => regions.filter((region) => region.textContent?.includes(text))).toHaveLength(1);
  return regions.find((region) => region.textContent?.includes(text))!;
}

describe('Incomplete journeys and claims', () => {
  it('flags an incomplete journey and corrects it from the trip: the usual exit suggested, the refund shown first', async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...claimsWorld() });
    const dialog = await openIncompleteTrip(portal);
    expect(dialog).toHaveTextContent('the maximum fare of €5.00 was charged');
    await portal.user.click(await portal.within(dialog).findByRole('button', { name: 'Correct this journey' }));
    const form = await portal.within(dialog).findByRole('form', { name: 'Correct this journey' });
    expect(form).toHaveTextContent('You have 3 corrections left this month.');
    const exit = portal.within(form).getByLabelText('Where did you leave?');
    expect(
      await portal
        .within(form)
        .findByText('Suggested from your usual journeys from Termini at this time of day: Colosseo.'),
    ).toBeInTheDocument();
    expect(exit).toHaveValue('Colosseo');
    expect(form).toHaveTextContent('Corrected fare €1.50, refund €3.50.');
    expect(form).toHaveTextContent('An approved claim is refunded to your card.');
    // The live regions the answer arrives in are there, empty, before it is sent: so it is announced.
    const regions = portal.within(dialog).getAllByRole('status');
    await portal.user.click(portal.within(form).getByRole('button', { name: 'Submit the correction' }));
    const done = await answerIn(regions, 'Approved at once');
    // The answer replaced the form the focus was in, and took it.
    await expect.poll(() => done.contains(document.activeElement)).toBe(true);
    expect(done).toHaveTextContent('Approved: €3.50 refunded to your card.');
    // The list follows: the trip is corrected.
    expect(await portal.findByText('now €1.50 (exit at Colosseo)')).toBeInTheDocument();
  });

  it('sends another exit for review, and says so on the claims page; the decision shows there', async () => {
    const world = claimsWorld();
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...world });
    const dialog = await openIncompleteTrip(portal);
    await portal.user.click(await portal.within(dialog).findByRole('button', { name: 'Correct this journey' }));
    const form = await portal.within(dialog).findByRole('form', { name: 'Correct this journey' });
    await portal.user.selectOptions(portal.within(form).getByLabelText('Where did you leave?'), 'Piramide');
    const regions = portal.within(dialog).getAllByRole('status');
    await portal.user.click(portal.within(form).getByRole('button', { name: 'Submit the correction' }));
    await answerIn(regions, 'Sent for review');
    const [claim] = world.caseBook.casesOf(giulia.id);
    world.caseBook.decide(claim!.id, { decision: 'refused', reason: 'The gates at Piramide saw no tap.' });

    const page = await renderPortal({ path: '/dashboard/claims', account: giulia, ...world });
    const article = await page.findByRole('article', { name: 'Journey correction' });
    expect(article).toHaveTextContent('Refused');
    expect(article).toHaveTextContent('Refused: The gates at Piramide saw no tap.');
    expect(article).toHaveTextContent('Amount at stake: €3.50');
    expect(article).toHaveTextContent('You left at Piramide');
    // The journey as the trips list names it, in the operator's zone: no trip number.
    expect(article).toHaveTextContent('Termini → no tap-out, 20/11/2026, 08:45:00');
    expect(article).not.toHaveTextContent(/Trip \d/);
  });

  it("reports a problem from a payment; the text is required for 'Something else'", async () => {
    const world = claimsWorld();
    const portal = await renderPortal({ path: '/dashboard/travels/payments', account: giulia, ...world });
    await portal.findByText('Showing 1–4 of 4 elements');
    await portal.user.click(portal.getAllByRole('row')[1]!);
    const dialog = await portal.findByRole('dialog', { name: 'Payment details' });
    await portal.user.click(await portal.within(dialog).findByRole('button', { name: 'Report a problem' }));
    const form = await portal.within(dialog).findByRole('form', { name: 'Report a problem' });
    await portal.user.click(portal.within(form).getByRole('radio', { name: 'Something else' }));
    await portal.user.click(portal.within(form).getByRole('button', { name: 'Send the report' }));
    expect(await portal.within(form).findByRole('alert')).toHaveTextContent('Tell us what happened.');
    await portal.user.click(portal.within(form).getByRole('radio', { name: 'I was charged twice' }));
    await portal.user.type(portal.within(form).getByLabelText(/Tell us more/), 'Two lines on my statement.');
    const regions = portal.within(dialog).getAllByRole('status');
    await portal.user.click(portal.within(form).getByRole('button', { name: 'Send the report' }));
    const sent = await answerIn(regions, 'Sent for review');
    await expect.poll(() => sent.contains(document.activeElement)).toBe(true);
    expect(world.caseBook.casesOf(giulia.id)[0]).toMatchObject({ kind: 'charged_twice', status: 'submitted' });
  });

  it('says on a second case what earlier ones already refunded, and a debt cancelled on an unpaid charge', async () => {
    const world = claimsWorld();
    const [paid] = world.travels.payments(
      ['PANALIAS-4111'],
      { from: '2026-11-16', to: '2026-11-16' },
      {
        succeeded: true,
        failed: false,
      },
    );
    const unpaid = world.travels.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-19T07:40:00Z')], 'FAILED');
    const first = world.caseBook.report(giulia.id, 'charged_twice', { paymentShortId: paid!.shortId }, '');
    if (first.kind !== 'opened') throw new Error('not opened');
    world.caseBook.decide(first.case.id, { decision: 'approved', refundAmount: 100 });
    world.caseBook.report(giulia.id, 'unrecognised', { paymentShortId: paid!.shortId }, '');
    const debt = world.caseBook.report(giulia.id, 'charged_twice', { paymentShortId: unpaid.shortId }, '');
    if (debt.kind !== 'opened') throw new Error('not opened');
    world.caseBook.decide(debt.case.id, { decision: 'approved' });

    const page = await renderPortal({ path: '/dashboard/claims', account: giulia, ...world });
    const second = await page.findByRole('article', { name: /recognise this charge/ });
    // The payment by its amount and date, as the payments list shows it: no reference.
    expect(second).toHaveTextContent(/Payment of €1\.50, \d\d\/11\/2026, \d\d:\d\d:\d\d/);
    expect(second).not.toHaveTextContent(paid!.shortId);
    expect(second).toHaveTextContent('Amount at stake: €0.50');
    expect(second).toHaveTextContent('Already refunded on this charge by earlier claims: €1.00.');
    const [cancelled] = page.getAllByRole('article', { name: 'I was charged twice' });
    expect(cancelled).toHaveTextContent(
      'the charge was not paid, so €1.50 of it is cancelled and you no longer owe it',
    );
    expect(cancelled).not.toHaveTextContent('Already refunded');
  });

  it('shows the open cases on the dashboard, with the way to the claims page', async () => {
    const world = claimsWorld();
    const [ticket] = world.travels.allTickets(['PANALIAS-4111']).filter((trip) => trip.incomplete);
    world.caseBook.correction(giulia.id, ticket!.id, 'Piramide');
    const portal = await renderPortal({ path: '/dashboard', account: giulia, ...world });
    const panel = await portal.findByRole('region', { name: 'Claims and reports' });
    expect(panel).toHaveTextContent('You have 1 open claim or report.');
    expect(portal.within(panel).getByRole('link', { name: 'See your claims and reports' })).toHaveAttribute(
      'href',
      '/dashboard/claims',
    );
  });

  it('hides every piece of it for an operator without claims, with no error', async () => {
    const portal = await renderPortal({
      path: TICKETS,
      account: giulia,
      ...claimsWorld(),
      operator: aTestOperator({ extensions: [] }),
    });
    await portal.findByText('Showing 1–4 of 4 elements');
    expect(portal.queryByText('Incomplete journey')).not.toBeInTheDocument();
    const page = await renderPortal({
      path: '/dashboard/claims',
      account: giulia,
      ...claimsWorld(),
      operator: aTestOperator({ extensions: [] }),
    });
    expect(await page.findByText('This operator does not take claims online.')).toBeInTheDocument();
  });
});
