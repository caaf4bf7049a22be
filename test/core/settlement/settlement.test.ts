import { describe, expect, it } from 'vitest';
import {
  InMemoryPaymentRequests,
  RecordingPaymentProvider,
} from '../../../src/adapters/in-memory/cards/recording-payment-provider';
import { InMemorySettlements } from '../../../src/adapters/in-memory/settlement/in-memory-settlements';
import type { ProviderResult } from '../../../src/core/cards/provider-answer';
import { SequentialIds } from '../../../src/adapters/in-memory/shared/sequential-ids';
import { CompleteSettlement } from '../../../src/core/settlement/complete-settlement';
import { LoadPendingAmount } from '../../../src/core/settlement/load-pending-amount';
import { StartSettlement } from '../../../src/core/settlement/start-settlement';
import { ALL_STATUSES } from '../../../src/core/travels/payment';
import { aProviderAnswer } from '../../support/builders/card-builder';
import { aTrip, MASTERCARD_4444, VISA_4111 } from '../../support/builders/travel-builder';
import { travelWorld } from '../travels/travel-world';

const GIULIAS = ['PANALIAS-4111', 'PANALIAS-5555'];

function owingWorld() {
  const world = travelWorld();
  world.ledger.charge(
    'PANALIAS-4111',
    VISA_4111,
    [aTrip('2026-11-02T08:00:00Z'), aTrip('2026-11-02T18:00:00Z')],
    'FAILED',
  );
  world.ledger.charge(
    'PANALIAS-5555',
    MASTERCARD_4444,
    [aTrip('2026-11-05T08:00:00Z', { amount: { minor: 120, currency: 'EUR' } })],
    'FAILED',
  );
  world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-06T08:00:00Z')], 'SUCCEEDED');
  const settlements = new InMemorySettlements(world.ledger);
  return {
    ...world,
    settlements,
    pending: new LoadPendingAmount(settlements),
    complete: new CompleteSettlement(settlements),
  };
}

const paid = (orderId: string, result = '00', transactionId = 'TX-9') => ({
  orderId,
  transactionId,
  result,
  amount: 420,
});

describe('LoadPendingAmount', () => {
  it("adds up the failed summaries of the rider's cards, in cents, and how many payments they are", async () => {
    expect(await owingWorld().pending.execute(GIULIAS)).toEqual({
      kind: 'total',
      amount: { minor: 420, currency: 'EUR' },
      count: 2,
    });
  });

  it('leaves the count out when a summary does not say it, and counts debts in different currencies too', async () => {
    const uncounted = new LoadPendingAmount({
      failedSummaries: async () => [
        { minor: 300, currency: 'EUR', count: 2 },
        { minor: 120, currency: 'EUR' },
      ],
      save: async () => ({ kind: 'unconfirmed' }),
    });
    expect(await uncounted.execute(GIULIAS)).toEqual({ kind: 'total', amount: { minor: 420, currency: 'EUR' } });
    const mixed = new LoadPendingAmount({
      failedSummaries: async () => [
        { minor: 300, currency: 'CHF', count: 1 },
        { minor: 120, currency: 'EUR', count: 3 },
      ],
      save: async () => ({ kind: 'unconfirmed' }),
    });
    expect(await mixed.execute(GIULIAS)).toEqual({ kind: 'mixed-currencies', currencies: ['CHF', 'EUR'], count: 4 });
  });

  it('refuses to add up debts in different currencies: it names them instead of summing under the first', async () => {
    const world = owingWorld();
    world.ledger.charge(
      'PANALIAS-5555',
      MASTERCARD_4444,
      [aTrip('2026-11-07T08:00:00Z', { amount: { minor: 500, currency: 'CHF' } })],
      'FAILED',
    );
    world.ledger.charge(
      'PANALIAS-4111',
      VISA_4111,
      [aTrip('2026-11-08T08:00:00Z', { amount: { minor: 500, currency: 'CHF' } })],
      'FAILED',
    );
    expect(await world.pending.execute(GIULIAS)).toEqual({
      kind: 'mixed-currencies',
      currencies: ['CHF', 'EUR'],
      count: 4,
    });
  });

  it('adds up only the cards it is given, and owes nothing on none', async () => {
    const world = owingWorld();
    expect(await world.pending.execute(['PANALIAS-5555'])).toEqual({
      kind: 'total',
      amount: { minor: 120, currency: 'EUR' },
      count: 1,
    });
    expect(await world.pending.execute([])).toEqual({ kind: 'total', amount: { minor: 0, currency: 'EUR' }, count: 0 });
  });

  it('owes nothing once the provider has confirmed a settlement', async () => {
    const world = owingWorld();
    world.settlements.notify('order-1', paid('order-1'), GIULIAS);
    expect(await world.pending.execute(GIULIAS)).toEqual({
      kind: 'total',
      amount: { minor: 0, currency: 'EUR' },
      count: 0,
    });
    const payments = await world.listPayments.execute({
      range: { from: '2026-11-01', to: '2026-11-22' },
      aliasPans: GIULIAS,
      statuses: ALL_STATUSES,
    });
    expect(payments.every((payment) => payment.status.kind === 'succeeded')).toBe(true);
  });
});

describe('StartSettlement', () => {
  it('sends the rider to the hosted page with a request the operator signed for a settlement', async () => {
    const provider = new RecordingPaymentProvider();
    await new StartSettlement(new InMemoryPaymentRequests(), provider, new SequentialIds()).execute();
    expect(provider.opened).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ PURPOSE: 'settlement' }) }),
    ]);
  });

  it('signs each attempt with its own idempotency key; a second attempt (another tab, a double click) pays the same open order', async () => {
    const provider = new RecordingPaymentProvider();
    const requests = new InMemoryPaymentRequests();
    const signed: (string | undefined)[] = [];
    const recording = {
      sign: (purpose: 'settlement' | 'card_registration', key?: string) => {
        signed.push(key);
        return requests.sign(purpose, key);
      },
    };
    const ids = new SequentialIds();
    const start = new StartSettlement(recording, provider, ids);
    await start.execute();
    await start.execute();
    expect(signed).toEqual(ids.given);
    expect(new Set(signed).size).toBe(2);
    expect(provider.opened.map((request) => request.fields.ORDERID)).toEqual(['order-1', 'order-1']);
  });
});

describe('CompleteSettlement', () => {
  it('reports a confirmed payment: paid, with its amount', async () => {
    const world = owingWorld();
    world.settlements.notify('order-1', paid('order-1'), GIULIAS);
    const outcome = await world.complete.execute(
      aProviderAnswer({
        orderId: 'order-1',
        transactionId: 'TX-9',
        amount: 420,
        currency: '978',
        result: 'success',
        code: '00',
      }),
    );
    expect(outcome).toEqual({ kind: 'paid', amount: { minor: 420, currency: 'EUR' } });
    expect(world.settlements.saved.get('order-1')).toBe(true);
  });

  it.each<[string, ProviderResult]>([
    ['01', 'denied-by-system'],
    ['02', 'denied-store-configuration'],
    ['03', 'denied-communication'],
    ['04', 'denied-by-issuer'],
    ['05', 'incorrect-card-number'],
    ['06', 'unforeseen-error'],
    ['99', 'unknown'],
  ])('reports code %s as %s, and the debt stays', async (code, result) => {
    const world = owingWorld();
    world.settlements.notify('order-2', paid('order-2', code), GIULIAS);
    const outcome = await world.complete.execute(
      aProviderAnswer({ orderId: 'order-2', transactionId: 'TX-9', amount: 420, currency: '978', result, code }),
    );
    expect(outcome).toEqual({ kind: 'declined', result });
    expect(await world.pending.execute(GIULIAS)).toMatchObject({ amount: { minor: 420 } });
  });

  it('reports RESULT 07 as an order already processed: nothing more was charged, nothing is recorded', async () => {
    const world = owingWorld();
    world.settlements.notify('order-6', paid('order-6'), GIULIAS);
    const outcome = await world.complete.execute(
      aProviderAnswer({
        orderId: 'order-6',
        transactionId: null,
        amount: 420,
        currency: '978',
        result: 'duplicated-order',
        code: '07',
      }),
    );
    expect(outcome).toEqual({ kind: 'already-processed' });
    expect(world.settlements.saved.size).toBe(0);
  });

  it('says a payment for a debt already settled was made twice, and what is refunded', async () => {
    const world = owingWorld();
    world.settlements.notify('order-7', paid('order-7', '00', 'TX-7'), GIULIAS);
    world.settlements.notify('order-8', paid('order-8', '00', 'TX-8'), GIULIAS);
    const answer = (orderId: string, transactionId: string) =>
      aProviderAnswer({ orderId, transactionId, amount: 420, currency: '978', result: 'success', code: '00' });
    expect(await world.complete.execute(answer('order-7', 'TX-7'))).toEqual({
      kind: 'paid',
      amount: { minor: 420, currency: 'EUR' },
    });
    expect(await world.complete.execute(answer('order-8', 'TX-8'))).toEqual({
      kind: 'paid-twice',
      refund: { minor: 420, currency: 'EUR' },
    });
    expect(await world.pending.execute(GIULIAS)).toMatchObject({ amount: { minor: 0 } });
  });

  it('refuses a forged success: the provider declined, the address says 00 — nothing is recorded', async () => {
    const world = owingWorld();
    world.settlements.notify('order-3', paid('order-3', '04'), GIULIAS);
    const outcome = await world.complete.execute(
      aProviderAnswer({
        orderId: 'order-3',
        transactionId: 'TX-9',
        amount: 420,
        currency: '978',
        result: 'success',
        code: '00',
      }),
    );
    expect(outcome).toEqual({ kind: 'not-confirmed' });
    expect(world.settlements.saved.has('order-3')).toBe(false);
    expect(await world.pending.execute(GIULIAS)).toMatchObject({ amount: { minor: 420 } });
  });

  it('answers a replayed return as the first time, recording it once', async () => {
    const world = owingWorld();
    world.settlements.notify('order-4', paid('order-4'), GIULIAS);
    const answer = aProviderAnswer({
      orderId: 'order-4',
      transactionId: 'TX-9',
      amount: 420,
      currency: '978',
      result: 'success',
      code: '00',
    });
    expect(await world.complete.execute(answer)).toEqual(await world.complete.execute(answer));
    expect([...world.settlements.saved.keys()]).toEqual(['order-4']);
  });

  it.each([
    ['978', 'EUR', undefined],
    ['EUR', 'EUR', undefined],
    ['756', 'CHF', '756'],
  ])("carries the provider's currency %s through: paid in %s", async (code, currency, ordered) => {
    const world = owingWorld();
    world.settlements.notify('order-6', { ...paid('order-6'), ...(ordered ? { currency: ordered } : {}) }, GIULIAS);
    const outcome = await world.complete.execute(
      aProviderAnswer({ orderId: 'order-6', transactionId: 'TX-9', amount: 420, currency: code, result: 'success' }),
    );
    expect(outcome).toEqual({ kind: 'paid', amount: { minor: 420, currency } });
  });

  it('calls a return in a currency it cannot name (999) not confirmed, and reports nothing', async () => {
    const world = owingWorld();
    world.settlements.notify('order-7', paid('order-7'), GIULIAS);
    const outcome = await world.complete.execute(
      aProviderAnswer({ orderId: 'order-7', transactionId: 'TX-9', amount: 420, currency: '999', result: 'success' }),
    );
    expect(outcome).toEqual({ kind: 'not-confirmed' });
    expect(world.settlements.saved.has('order-7')).toBe(false);
  });

  it('calls a return without transaction, amount or currency not confirmed', async () => {
    const world = owingWorld();
    expect(
      await world.complete.execute(
        aProviderAnswer({ orderId: 'order-5', transactionId: null, amount: 420, currency: '978' }),
      ),
    ).toEqual({ kind: 'not-confirmed' });
  });
});
