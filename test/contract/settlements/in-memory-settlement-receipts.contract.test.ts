import { InMemorySettlements } from '../../../src/adapters/in-memory/settlement/in-memory-settlements';
import { aTrip, MASTERCARD_4444, VISA_4111 } from '../../support/builders/travel-builder';
import { travelWorld } from '../../core/travels/travel-world';
import { settlementReceiptsContract } from './settlement-receipts.contract';

const GIULIAS = ['PANALIAS-4111', 'PANALIAS-5555'];

settlementReceiptsContract('the in-memory ledger', async () => {
  const world = travelWorld();
  world.ledger.charge('PANALIAS-4111', VISA_4111, [aTrip('2026-11-04T08:00:00Z')], 'FAILED');
  world.ledger.charge('PANALIAS-5555', MASTERCARD_4444, [aTrip('2026-11-18T08:00:00Z')], 'FAILED');
  const settlements = new InMemorySettlements(world.ledger);
  return {
    settlements,
    history: world.history,
    aliasPans: GIULIAS,
    async pay() {
      const amount = (await settlements.failedSummaries(GIULIAS)).reduce((sum, owed) => sum + owed.minor, 0);
      settlements.notify('order-1', { transactionId: 'TX-1', amount, result: '00' }, GIULIAS);
    },
  };
});
