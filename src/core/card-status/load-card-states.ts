import type { ReadSignal } from '../shared/read-signal';
import type { CardStates } from './card-state';
import type { CardStatus } from './card-status';

/** The rider's cards' states at the gates (null: the operator does not say). */
export class LoadCardStates {
  constructor(private readonly status: CardStatus) {}

  execute(signal?: ReadSignal): Promise<CardStates | null> {
    return this.status.states(signal);
  }
}
