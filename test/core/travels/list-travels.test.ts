import { describe, expect, it } from 'vitest';
import { isServiceFailure } from '../../../src/core/shared/service-failure';
import { ALL_STATUSES } from '../../../src/core/travels/payment';
import { aTrip, MASTERCARD_4444, VISA_4111 } from '../../support/builders/travel-builder';
import { GIULIAS_CARDS, travelWorld } from './travel-world';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-22' };
const OF_GIULIA = { range: NOVEMBER, aliasPans: GIULIAS_CARDS };

describe('ListTickets', () => {
  it("lists the trips of the range on all of the rider's cards, latest first", async () => {
    const world = travelWorld();
    world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-03T07:40:00Z'), aTrip('2026-11-03T17:10:00Z')]);
    world.ledger.charge('PANALIAS-5555', MASTERCARD_4444, [aTrip('2026-11-10T08:00:00Z')]);
    world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-10-31T08:00:00Z')]);
    const tickets = await world.listTickets.execute(OF_GIULIA);
    expect(tickets.map((ticket) => [ticket.validFrom.toISOString(), ticket.card.truncatedPan])).toEqual([
      ['2026-11-10T08:00:00.000Z', '555555******4444'],
      ['2026-11-03T17:10:00.000Z', '411111******1111'],
      ['2026-11-03T07:40:00.000Z', '411111******1111'],
    ]);
  });

  it('counts days in the operator’s zone: a trip at 00:30 in Rome on the first day is in, one at 23:30 the day before is out', async () => {
    const world = travelWorld();
    world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-10-31T23:30:00Z')]);
    world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-10-31T22:30:00Z')]);
    const tickets = await world.listTickets.execute(OF_GIULIA);
    expect(tickets.map((ticket) => ticket.validFrom.toISOString())).toEqual(['2026-10-31T23:30:00.000Z']);
  });

  it('asks nothing for a rider with no card', async () => {
    const world = travelWorld();
    world.session.clearAccount();
    expect(await world.listTickets.execute({ range: NOVEMBER, aliasPans: [] })).toEqual([]);
  });

  it('reads only the cards it is given: the caller holds the card list, the use case reads none', async () => {
    const world = travelWorld();
    world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-03T07:40:00Z')]);
    world.ledger.charge('PANALIAS-5555', MASTERCARD_4444, [aTrip('2026-11-10T08:00:00Z')]);
    const tickets = await world.listTickets.execute({ range: NOVEMBER, aliasPans: ['PANALIAS-5555'] });
    expect(tickets.map((ticket) => ticket.card.truncatedPan)).toEqual(['555555******4444']);
  });

  it("is refused another rider's card, and a signed-out rider's read", async () => {
    const world = travelWorld();
    const others = await world.listTickets.execute({ range: NOVEMBER, aliasPans: ['PANALIAS-LUCA'] }).catch((e) => e);
    expect(isServiceFailure(others) && others.kind).toBe('forbidden');
    world.session.clearAccount();
    const failure = await world.listTickets.execute(OF_GIULIA).catch((error: unknown) => error);
    expect(isServiceFailure(failure) && failure.kind).toBe('unauthorized');
  });
});

describe('ListPayments', () => {
  function withPayments() {
    const world = travelWorld();
    world.ledger.charge(
      'PANALIAS-4111',
      VISA_4111,
      [aTrip('2026-11-02T08:00:00Z')],
      'SUCCEEDED',
      new Date('2026-11-03T02:00:00Z'),
    );
    world.ledger.charge(
      'PANALIAS-4111',
      VISA_4111,
      [aTrip('2026-11-05T08:00:00Z')],
      'FAILED',
      new Date('2026-11-06T02:00:00Z'),
    );
    world.ledger.charge(
      'PANALIAS-5555',
      MASTERCARD_4444,
      [aTrip('2026-11-21T08:00:00Z')],
      'PENDING',
      new Date('2026-11-21T23:59:00Z'),
    );
    return world;
  }

  it('lists both statuses by default, latest change first; other statuses come as they are', async () => {
    const payments = await withPayments().listPayments.execute({ ...OF_GIULIA, statuses: ALL_STATUSES });
    expect(payments.map((payment) => payment.status)).toEqual([
      { kind: 'other', name: 'PENDING' },
      { kind: 'failed' },
      { kind: 'succeeded' },
    ]);
  });

  it('follows the status flags', async () => {
    const world = withPayments();
    const onlyFailed = await world.listPayments.execute({ ...OF_GIULIA, statuses: { succeeded: false, failed: true } });
    expect(onlyFailed.map((payment) => payment.status.kind)).toEqual(['failed']);
    const onlySucceeded = await world.listPayments.execute({
      ...OF_GIULIA,
      statuses: { succeeded: true, failed: false },
    });
    expect(onlySucceeded.map((payment) => payment.status.kind)).toEqual(['succeeded']);
  });

  it('adds up the day’s trips into one payment, in its currency', async () => {
    const world = travelWorld();
    world.ledger.charge('PANALIAS-4111', VISA_4111, [
      aTrip('2026-11-02T08:00:00Z'),
      aTrip('2026-11-02T18:00:00Z', { amount: { minor: 120, currency: 'EUR' } }),
    ]);
    const [payment] = await world.listPayments.execute({ ...OF_GIULIA, statuses: ALL_STATUSES });
    expect(payment?.amount).toEqual({ minor: 270, currency: 'EUR' });
  });

  it('lists a pending payment only when both statuses are on: it is neither succeeded nor failed', async () => {
    const world = travelWorld();
    world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-02T08:00:00Z')], 'SUCCEEDED');
    world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-05T08:00:00Z')], 'FAILED');
    world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-08T08:00:00Z')], 'PENDING');
    const kinds = async (succeeded: boolean, failed: boolean) =>
      (await world.listPayments.execute({ ...OF_GIULIA, statuses: { succeeded, failed } }))
        .map((payment) => payment.status.kind)
        .sort();
    expect(await kinds(true, true)).toEqual(['failed', 'other', 'succeeded']);
    expect(await kinds(true, false)).toEqual(['succeeded']);
    expect(await kinds(false, true)).toEqual(['failed']);
  });
});
