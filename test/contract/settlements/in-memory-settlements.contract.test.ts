import { InMemorySettlements } from '../../../src/adapters/in-memory/settlement/in-memory-settlements';
import { InMemoryTravelLedger } from '../../../src/adapters/in-memory/travels/in-memory-travel-ledger';
import { aTrip, MASTERCARD_4444, VISA_4111 } from '../../support/builders/travel-builder';
import { settlementsContract } from './settlements.contract';

const ALIASES = ['PA-4111', 'PA-5555'];

settlementsContract('the in-memory ledger', async () => {
  const ledger = new InMemoryTravelLedger();
  ledger.charge('PA-4111', VISA_4111, [aTrip('2026-11-04T08:00:00Z')], 'FAILED');
  ledger.charge('PA-4111', VISA_4111, [aTrip('2026-11-13T08:00:00Z')], 'FAILED');
  ledger.charge('PA-5555', MASTERCARD_4444, [aTrip('2026-11-18T08:00:00Z')], 'FAILED');
  const settlements = new InMemorySettlements(ledger);
  let orders = 0;
  return {
    settlements,
    aliasPans: ALIASES,
    async pay(pan) {
      orders += 1;
      const amount = (await settlements.failedSummaries(ALIASES)).reduce((sum, owed) => sum + owed.minor, 0);
      const paid = {
        orderId: `order-${orders}`,
        transactionId: `TX-${orders}`,
        amount,
        result: pan === '4000000000000002' ? '04' : '00',
      };
      settlements.notify(paid.orderId, paid, ALIASES);
      return paid;
    },
    async payTwice() {
      const amount = (await settlements.failedSummaries(ALIASES)).reduce((sum, owed) => sum + owed.minor, 0);
      const old = { orderId: 'order-old', transactionId: 'TX-old', amount, result: '00' };
      const fresh = { orderId: 'order-new', transactionId: 'TX-new', amount, result: '00' };
      settlements.notify(fresh.orderId, fresh, ALIASES);
      settlements.notify(old.orderId, old, ALIASES);
      return [fresh, old];
    },
  };
});
