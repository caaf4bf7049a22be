import type { LinkAnswer, LinkRequest } from './concession';
import type { Concessions } from './concessions';

/**
 * Puts one of the rider's cards on one of their concessions, or takes it off: the gates apply it from the card's next
 * tap. The operator's refusals (another rider's card, too many cards, a concession run out or withdrawn) come back
 * typed.
 */
export class LinkConcessionCard {
  constructor(private readonly concessions: Concessions) {}

  execute(request: LinkRequest): Promise<LinkAnswer> {
    return this.concessions.link(request);
  }
}
