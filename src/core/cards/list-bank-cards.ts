import type { ReadSignal } from '../shared/read-signal';
import { ServiceFailure } from '../shared/service-failure';
import type { StoredSession } from '../session/stored-session';
import { byUpdatedDescending, type BankCard } from './bank-card';
import type { BankCards } from './bank-cards';

/** The signed-in rider's bank cards, newest change first (docs/behaviour/screens.md#bank-cards). */
export class ListBankCards {
  constructor(
    private readonly cards: BankCards,
    private readonly session: StoredSession,
  ) {}

  async execute(signal?: ReadSignal): Promise<BankCard[]> {
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    const cards = await this.cards.list(account.id, signal);
    return [...cards].sort(byUpdatedDescending);
  }
}
