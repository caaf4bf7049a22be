import { describe, expect, it } from 'vitest';
import { InMemoryCardNetwork } from '../../../../src/adapters/in-memory/cards/in-memory-card-network';
import { FixedClock } from '../../../../src/adapters/in-memory/shared/fixed-clock';
import { METRO_FARE_CAPS } from '../../../../src/adapters/in-memory/travels/in-memory-fare-rules';
import { InMemoryTravelLedger } from '../../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { aTestOperator, renderPortal } from '../../../support/render';
import { aTappedCard } from '../../../support/builders/card-builder';
import { aTrip, MASTERCARD_4444, VISA_4111 } from '../../../support/builders/travel-builder';
import { giulia } from '../travels/travel-fixtures';

const TICKETS = '/dashboard/travels/tickets';
// A Wednesday evening in Rome.
const NOW = '2026-11-25T17:00:00Z';

/**
 * Giulia's week under the metro's caps (7,00 € a day, 24,00 € a calendar week): Monday two trips on her VISA; today
 * six on it (the fifth costs 1,00 €, the sixth nothing) and two on her phone, capped apart.
 */
function cappedWorld({ withCapFields = true } = {}) {
  const clock = new FixedClock(NOW);
  const cards = new InMemoryCardNetwork(clock);
  cards.link(giulia.id, aTappedCard().build());
  cards.link(
    giulia.id,
    aTappedCard()
      .withAliasPan('PANALIAS-5555')
      .withTruncatedPan('555555******4444')
      .withLabel('MASTERCARD')
      .onAPhone()
      .build(),
  );
  const travels = new InMemoryTravelLedger('Europe/Rome');
  const tap = (alias: string, card: typeof VISA_4111, at: string) =>
    withCapFields ? travels.tap(alias, card, aTrip(at), METRO_FARE_CAPS) : travels.charge(alias, card, [aTrip(at)]);
  for (const at of ['2026-11-23T07:00:00Z', '2026-11-23T17:00:00Z']) tap('PANALIAS-4111', VISA_4111, at);
  for (const hour of ['06', '07', '08', '09', '10', '11']) tap('PANALIAS-4111', VISA_4111, `2026-11-25T${hour}:30:00Z`);
  for (const hour of ['13', '15']) tap('PANALIAS-5555', MASTERCARD_4444, `2026-11-25T${hour}:00:00Z`);
  return { clock, cards, travels, fareCaps: METRO_FARE_CAPS };
}

describe('Fare caps in plain sight', () => {
  it("marks a capped trip with what it would have cost, and shows each card's day and week toward the caps", async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...cappedWorld() });
    const progress = await portal.findByRole('region', { name: 'Your fare caps' });
    expect(
      portal.within(progress).getByRole('progressbar', {
        name: "€7.00 of €7.00 today — cap reached: today's next trips are free",
      }),
    ).toBeInTheDocument();
    expect(
      portal.within(progress).getByRole('progressbar', { name: '€3.00 of €7.00 today — trips after that are free' }),
    ).toBeInTheDocument();
    expect(
      portal
        .within(progress)
        .getByRole('progressbar', { name: '€10.00 of €24.00 this week — trips after that are free' }),
    ).toBeInTheDocument();
    expect(progress).toHaveTextContent('The week runs Monday to Sunday.');
    expect(progress).toHaveTextContent('The caps saved you €2.00 this week on this card.');
    const split = portal.within(progress).getByRole('note');
    expect(split).toHaveTextContent('Trips split between a card and a phone');
    expect(split).toHaveTextContent('the split cost you at least €3.00 more');
    await portal.findByText('Showing 1–10 of 10 elements');
    const capped = await portal.findAllByText('Capped');
    expect(capped).toHaveLength(2);
    expect(portal.getAllByText('would have cost €1.50')).toHaveLength(2);
  });

  it("says in a capped trip's details what the caps took off", async () => {
    const portal = await renderPortal({ path: TICKETS, account: giulia, ...cappedWorld() });
    await portal.findByText('Showing 1–10 of 10 elements');
    const free = (await portal.findAllByText('Capped'))[0]!;
    await portal.user.click(free.closest('tr')!);
    const dialog = await portal.findByRole('dialog', { name: 'Trip details' });
    expect(await portal.within(dialog).findByText('Capped')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('would have cost €1.50: the fare caps took off €1.50');
  });

  it("shows this week's spending against the weekly cap for each card on the dashboard, and the progress on the payments page", async () => {
    const dashboard = await renderPortal({ path: '/dashboard', account: giulia, ...cappedWorld() });
    const week = await dashboard.findByRole('region', { name: "This week's fares" });
    expect(dashboard.within(week).getByRole('progressbar', { name: '€10.00 of €24.00 this week' })).toBeInTheDocument();
    expect(week).toHaveTextContent('€14.00 more this week, then trips on this card are free');
    expect(week).toHaveTextContent('€3.00 of €24.00 this week');
    const payments = await renderPortal({
      path: '/dashboard/travels/payments',
      account: giulia,
      ...cappedWorld(),
    });
    expect(await payments.findByRole('region', { name: 'Your fare caps' })).toBeInTheDocument();
  });

  it('says in the journey view which journeys were capped and what the caps took off each day', async () => {
    const portal = await renderPortal({ path: `${TICKETS}?view=journeys`, account: giulia, ...cappedWorld() });
    expect(await portal.findByText('Caps saved €2.00')).toBeInTheDocument();
    expect(await portal.findAllByText('Capped')).toHaveLength(2);
    expect(portal.getAllByText('would have cost €1.50')).toHaveLength(2);
  });

  it('says nothing of the caps in the journey view when the operator does not offer them', async () => {
    const notOffered = await renderPortal({
      path: `${TICKETS}?view=journeys`,
      account: giulia,
      operator: aTestOperator({ extensions: [] }),
      ...cappedWorld(),
    });
    await notOffered.findAllByText(/Termini|Colosseo/);
    expect(notOffered.queryByText(/Caps saved/)).toBeNull();
    expect(notOffered.queryByText('Capped')).toBeNull();
  });

  it('shows none of it when the operator does not offer fareCaps, or its trips lack the cap fields', async () => {
    const notOffered = await renderPortal({
      path: TICKETS,
      account: giulia,
      operator: aTestOperator({ extensions: [] }),
      ...cappedWorld(),
    });
    await notOffered.findByText('Showing 1–10 of 10 elements');
    expect(notOffered.queryByText('Capped')).toBeNull();
    expect(notOffered.queryByRole('region', { name: 'Your fare caps' })).toBeNull();
    const withoutFields = await renderPortal({
      path: TICKETS,
      account: giulia,
      ...cappedWorld({ withCapFields: false }),
    });
    await withoutFields.findByText('Showing 1–10 of 10 elements');
    expect(withoutFields.queryByText('Capped')).toBeNull();
    expect(withoutFields.queryByRole('region', { name: 'Your fare caps' })).toBeNull();
    expect(withoutFields.queryByRole('alert')).toBeNull();
  });
});
