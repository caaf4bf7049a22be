import type { BankCards } from '../cards/bank-cards';
import type { ReadSignal } from '../shared/read-signal';
import { ServiceFailure } from '../shared/service-failure';
import type { StoredSession } from '../session/stored-session';

/** The alias_pans of the signed-in rider's cards: the operations API names cards by them (spec 7.2). */
export async function riderAliasPans(cards: BankCards, session: StoredSession, signal?: ReadSignal): Promise<string[]> {
  const account = session.account();
  if (!account) throw new ServiceFailure('unauthorized');
  return (await cards.list(account.id, signal)).map((card) => card.aliasPan);
}
