import { describe, expect, it } from 'vitest';
import { isServiceFailure } from '../../../src/core/shared/service-failure';
import { ALL_STATUSES } from '../../../src/core/travels/payment';
import type { TravelHistory } from '../../../src/core/travels/travel-history';

/** A trip made at the gates, as each implementation records one. */
export interface GateTrip {
  readonly pan: string;
  readonly from: string;
  /** Absent: a tap-in without a tap-out. */
  readonly to?: string;
  readonly at: string;
}

export interface TravelsHarness {
  readonly travelHistory: TravelHistory;
  /** Signs the rider in: the calls that follow are theirs. */
  signInAs(email: string): Promise<void>;
  /** The alias_pan the operator knows a PAN by. */
  aliasOf(pan: string): string;
  /** A tap in and out, charged at once (the gates simulator). */
  tap(trip: GateTrip): Promise<void>;
}

const GIULIA = 'giulia.rossi@example.com';
const LUCA = 'luca.verdi@example.com';
const VISA = '4111111111111111';
// A day long before the demo world's 13 months of trips, in Rome's summer time.
const DAY = { from: '2024-06-10', to: '2024-06-10' };
const AT = '2024-06-10T06:40:00.000Z';
/** How long a ride at the gates takes: the tap-out comes this many minutes after the tap-in. */
export const RIDE_MINUTES = 17;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** What every TravelHistory must do, whatever it runs on (docs/behaviour/operator-contract.md#operations-api-calls, docs/contracts.md). */
export function travelsContract(name: string, setUp: () => Promise<TravelsHarness>) {
  describe(`TravelHistory contract: ${name}`, () => {
    it('lists a trip of the range with its card, amount and taps, and nothing of the next day', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      await harness.tap({ pan: VISA, from: 'Termini', to: 'Colosseo', at: AT });
      const [trip, ...others] = await harness.travelHistory.tickets({ range: DAY, aliasPans: [harness.aliasOf(VISA)] });
      expect(others).toEqual([]);
      expect(trip).toMatchObject({
        card: { truncatedPan: '411111******1111', scheme: 'visa' },
        amount: { minor: 150, currency: 'EUR' },
        validFrom: new Date(AT),
      });
      expect(trip?.firstTap).toEqual(expect.arrayContaining([['station', 'Termini']]));
      expect(trip?.lastTap).toEqual(expect.arrayContaining([['station', 'Colosseo']]));
      expect(
        await harness.travelHistory.tickets({
          range: { from: '2024-06-11', to: '2024-06-11' },
          aliasPans: [harness.aliasOf(VISA)],
        }),
      ).toEqual([]);
    });

    it("carries each trip's own zone and, with the last_tap_at extension, when the rider tapped out", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      await harness.tap({ pan: VISA, from: 'Termini', to: 'Colosseo', at: AT });
      const [trip] = await harness.travelHistory.tickets({ range: DAY, aliasPans: [harness.aliasOf(VISA)] });
      expect(trip?.timeZone).toBe('Europe/Rome');
      expect(trip?.lastTapAt).toEqual(new Date(new Date(AT).getTime() + RIDE_MINUTES * 60_000));
    });

    it('records a tap-in without a tap-out as an incomplete trip: no last tap, no tap-out time', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      await harness.tap({ pan: VISA, from: 'Termini', at: AT });
      const [trip] = await harness.travelHistory.tickets({ range: DAY, aliasPans: [harness.aliasOf(VISA)] });
      expect(trip?.firstTap).toEqual(expect.arrayContaining([['station', 'Termini']]));
      expect(trip?.lastTap).toBeNull();
      expect(trip).not.toHaveProperty('lastTapAt');
    });

    it("charges the day's trips as one payment, listed by status, with its receipt data in the trip's zone", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      await harness.tap({ pan: VISA, from: 'Termini', to: 'Colosseo', at: AT });
      const query = { range: DAY, aliasPans: [harness.aliasOf(VISA)] };
      const [payment] = await harness.travelHistory.payments({ ...query, statuses: ALL_STATUSES });
      expect(payment).toMatchObject({
        status: { kind: 'succeeded' },
        amount: { minor: 150, currency: 'EUR' },
        card: { truncatedPan: '411111******1111' },
      });
      expect(await harness.travelHistory.payments({ ...query, statuses: { succeeded: false, failed: true } })).toEqual(
        [],
      );
      const info = await harness.travelHistory.paymentInfo(payment!.shortId);
      expect(info).toMatchObject({
        shortId: payment!.shortId,
        amount: { minor: 150 },
        card: { truncatedPan: '411111******1111' },
      });
      expect(
        info?.tickets.map((ticket) => [ticket.timeZone, ticket.validFrom.toISOString(), ticket.amount.minor]),
      ).toEqual([['Europe/Rome', AT, 150]]);
      // When it was paid (an extension): as the payments list says it.
      expect(info?.paidAt?.toISOString()).toBe(payment!.updated.toISOString());
    });

    it("explains the charge: the statement line, when the bank was charged, the status history and the receipt's trips (chargeDetails)", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      await harness.tap({ pan: VISA, from: 'Termini', to: 'Colosseo', at: AT });
      const query = { range: DAY, aliasPans: [harness.aliasOf(VISA)], statuses: ALL_STATUSES };
      const [payment] = await harness.travelHistory.payments(query);
      const details = payment!.chargeDetails;
      expect(details).toMatchObject({
        statementDescriptor: 'METRO TRASPORTI URBANI',
        statementReference: `TW${payment!.shortId}`,
        chargedAt: payment!.updated,
      });
      const last = details!.statusHistory.at(-1);
      expect(['charged', 'retried']).toContain(last?.status);
      expect(last?.at).toEqual(payment!.updated);
      const info = await harness.travelHistory.paymentInfo(payment!.shortId);
      expect(info?.tickets.map((ticket) => [ticket.baseAmount?.minor, ticket.capDiscount?.minor])).toEqual([[150, 0]]);
    });

    it("names each trip's fare in the portal's languages beside the operator's own name, on its receipt too (fareNames)", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      await harness.tap({ pan: VISA, from: 'Termini', to: 'Colosseo', at: AT });
      const query = { range: DAY, aliasPans: [harness.aliasOf(VISA)] };
      const [trip] = await harness.travelHistory.tickets(query);
      const names = { en: 'Single journey', it: 'Corsa singola', fr: 'Trajet simple', de: 'Einzelfahrt' };
      expect(trip?.fare).toBe('Corsa singola');
      expect(trip?.fareNames).toEqual(names);
      const [payment] = await harness.travelHistory.payments({ ...query, statuses: ALL_STATUSES });
      const info = await harness.travelHistory.paymentInfo(payment!.shortId);
      expect(info?.tickets.map((ticket) => [ticket.fare, ticket.fareNames])).toEqual([['Corsa singola', names]]);
    });

    it('answers null for a payment it does not know', async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      expect(await harness.travelHistory.paymentInfo('PNOSUCH00')).toBeNull();
    });

    it("refuses another rider's card and receipt", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      await harness.tap({ pan: VISA, from: 'Termini', to: 'Colosseo', at: AT });
      const [payment] = await harness.travelHistory.payments({
        range: DAY,
        aliasPans: [harness.aliasOf(VISA)],
        statuses: ALL_STATUSES,
      });
      await harness.signInAs(LUCA);
      const list = await failureOf(harness.travelHistory.tickets({ range: DAY, aliasPans: [harness.aliasOf(VISA)] }));
      expect(isServiceFailure(list) && list.kind).toBe('forbidden');
      const receipt = await failureOf(harness.travelHistory.paymentInfo(payment!.shortId));
      expect(isServiceFailure(receipt) && receipt.kind).toBe('forbidden');
    });

    it("caps a card's day: each trip says its fare and what the caps took off (fareCaps)", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      for (const hour of ['06', '07', '08', '09', '10', '11'])
        await harness.tap({ pan: VISA, from: 'Termini', to: 'Colosseo', at: `2024-06-10T${hour}:00:00.000Z` });
      const trips = await harness.travelHistory.tickets({ range: DAY, aliasPans: [harness.aliasOf(VISA)] });
      const ordered = [...trips].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
      expect(ordered.map((trip) => trip.amount.minor)).toEqual([150, 150, 150, 150, 100, 0]);
      expect(ordered.map((trip) => trip.baseAmount?.minor)).toEqual([150, 150, 150, 150, 150, 150]);
      expect(ordered.map((trip) => trip.capDiscount?.minor)).toEqual([0, 0, 0, 0, 50, 150]);
    });

    it("caps a card's calendar week, and starts again on Monday (fareCaps)", async () => {
      const harness = await setUp();
      await harness.signInAs(GIULIA);
      // Monday 2024-06-10 to Thursday, five trips a day: 7,00 € a day until the week's 24,00 € is spent on Thursday.
      for (const day of ['10', '11', '12', '13'])
        for (const hour of ['06', '07', '08', '09', '10'])
          await harness.tap({ pan: VISA, from: 'Termini', to: 'Colosseo', at: `2024-06-${day}T${hour}:00:00.000Z` });
      await harness.tap({ pan: VISA, from: 'Termini', to: 'Colosseo', at: '2024-06-17T06:00:00.000Z' });
      const trips = await harness.travelHistory.tickets({
        range: { from: '2024-06-10', to: '2024-06-17' },
        aliasPans: [harness.aliasOf(VISA)],
      });
      const ordered = [...trips].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
      expect(ordered.slice(15).map((trip) => trip.amount.minor)).toEqual([150, 150, 0, 0, 0, 150]);
      expect(ordered.slice(15).map((trip) => trip.capDiscount?.minor)).toEqual([0, 0, 150, 150, 150, 0]);
    }, 30_000);
  });
}
