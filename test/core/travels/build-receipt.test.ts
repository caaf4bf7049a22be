import { describe, expect, it } from 'vitest';
import { isServiceFailure } from '../../../src/core/shared/service-failure';
import { formatMoney } from '../../../src/core/travels/money';
import { aConcessionTrip, aTrip, VISA_4111 } from '../../support/builders/travel-builder';
import { travelWorld } from './travel-world';

describe('BuildReceipt', () => {
  it("makes the receipt of the rider's payment: holder, card, the trips in order, the total", async () => {
    const world = travelWorld();
    const payment = world.ledger.charge('PANALIAS-4111', VISA_4111, [
      aTrip('2026-11-02T17:05:00Z'),
      aTrip('2026-11-02T07:45:00Z'),
    ]);
    const answer = await world.buildReceipt.execute(payment.shortId, 'en-GB');
    expect(answer.kind).toBe('receipt');
    if (answer.kind !== 'receipt') return;
    const { receipt } = answer;
    expect(receipt).toMatchObject({
      shortId: payment.shortId,
      holder: 'Giulia Rossi',
      card: { truncatedPan: '411111******1111', scheme: 'visa' },
      total: '€3.00',
    });
    expect(receipt.lines.map((line) => [line.validFrom, line.amount, line.timeZone])).toEqual([
      ['02/11/2026, 08:45:00', '€1.50', 'Europe/Rome'],
      ['02/11/2026, 18:05:00', '€1.50', 'Europe/Rome'],
    ]);
    expect(receipt.lines[0]?.firstTap).toEqual([
      ['station', 'Termini'],
      ['line', 'A'],
      ['gate', '4'],
    ]);
  });

  it('says what a capped trip would have cost and what the caps took off; nothing on a trip not capped', async () => {
    const world = travelWorld();
    const payment = world.ledger.charge('PANALIAS-4111', VISA_4111, [
      aTrip('2026-11-02T07:45:00Z', {
        baseAmount: { minor: 150, currency: 'EUR' },
        capDiscount: { minor: 0, currency: 'EUR' },
      }),
      aTrip('2026-11-02T17:05:00Z', {
        amount: { minor: 50, currency: 'EUR' },
        baseAmount: { minor: 150, currency: 'EUR' },
        capDiscount: { minor: 100, currency: 'EUR' },
      }),
    ]);
    const answer = await world.buildReceipt.execute(payment.shortId, 'en-GB');
    if (answer.kind !== 'receipt') throw new Error('no receipt');
    expect(answer.receipt.lines.map((line) => line.capped)).toEqual([
      undefined,
      { baseAmount: '€1.50', capDiscount: '€1.00' },
    ]);
  });

  it('says which concession a trip was charged under, what it took off and the full fare; nothing at the full fare', async () => {
    const world = travelWorld();
    const payment = world.ledger.charge('PANALIAS-4111', VISA_4111, [
      aTrip('2026-11-02T07:45:00Z'),
      aConcessionTrip('2026-11-02T17:05:00Z'),
    ]);
    const answer = await world.buildReceipt.execute(payment.shortId, 'it-IT');
    if (answer.kind !== 'receipt') throw new Error('no receipt');
    expect(answer.receipt.lines.map((line) => line.concession)).toEqual([
      undefined,
      { key: 'over65', discount: '0,75\u00a0€', fullFare: '1,50\u00a0€' },
    ]);
  });

  it("counts a concession trip's full fare from what it cost and what the concession took off, for an operator without caps", async () => {
    const { receiptOf } = await import('../../../src/core/travels/build-receipt');
    const world = travelWorld();
    const payment = world.ledger.charge('PANALIAS-4111', VISA_4111, [
      aTrip('2026-11-02T07:45:00Z', {
        amount: { minor: 105, currency: 'EUR' },
        concession: { key: 'student', discount: { minor: 45, currency: 'EUR' } },
      }),
    ]);
    const info = world.ledger.info(payment.shortId)!.info;
    expect(receiptOf(info, 'Giulia Rossi', 'en-GB').lines[0]?.concession).toEqual({
      key: 'student',
      discount: '€0.45',
      fullFare: '€1.50',
    });
  });

  it("shows each trip's times in the zone it was made in, whatever the browser's", async () => {
    const world = travelWorld();
    const berlin = new (
      await import('../../../src/adapters/in-memory/travels/in-memory-travel-ledger')
    ).InMemoryTravelLedger('Europe/Berlin');
    const payment = berlin.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-07-01T06:00:00Z')]);
    const info = berlin.info(payment.shortId)!.info;
    const { receiptOf } = await import('../../../src/core/travels/build-receipt');
    expect(receiptOf(info, 'Anna Weber', 'de-DE').lines[0]?.validFrom).toBe('01.07.2026, 08:00:00');
    expect(world).toBeDefined();
  });

  it('formats amounts in the account’s locale and the payment’s currency', () => {
    expect(formatMoney({ minor: 150, currency: 'EUR' }, 'it-IT')).toBe('1,50\u00a0€');
    expect(formatMoney({ minor: 150, currency: 'EUR' }, 'en-GB')).toBe('€1.50');
    expect(formatMoney({ minor: 12_345, currency: 'CHF' }, 'de-DE')).toBe('123,45\u00a0CHF');
    expect(formatMoney({ minor: 500, currency: 'GBP' }, 'fr-FR')).toBe('5,00\u00a0£GB');
  });

  it('answers not found for a payment the operator does not know', async () => {
    expect(await travelWorld().buildReceipt.execute('P00000000', 'en-GB')).toEqual({ kind: 'not-found' });
  });

  it("refuses another rider's payment", async () => {
    const world = travelWorld();
    const lucas = world.ledger.charge('PANALIAS-LUCA', VISA_4111, [aTrip('2026-11-02T08:00:00Z')]);
    const failure = await world.buildReceipt.execute(lucas.shortId, 'en-GB').catch((error: unknown) => error);
    expect(isServiceFailure(failure) && failure.kind).toBe('forbidden');
  });
});
