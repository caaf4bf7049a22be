import type { JsonRecord, RiderData } from '../../../core/data-export/rider-data';
import type { RiderDataSource } from '../../../core/data-export/rider-data-source';
import type { Clock } from '../../../core/shared/clock';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import type { StoredSession } from '../../../core/session/stored-session';
import type { InMemoryCardNetwork } from '../cards/in-memory-card-network';
import type { InMemoryTravelLedger } from '../travels/in-memory-travel-ledger';

const ALL_DAYS = { from: '1900-01-01', to: '9998-12-31' };

/** A domain object as JSON records (dates as ISO text), the way the archive keeps them. */
const asRecords = (values: readonly unknown[]): JsonRecord[] => JSON.parse(JSON.stringify(values)) as JsonRecord[];

/**
 * The rider's data in memory, as the sandbox answers it (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive):
 * the signed-in account, its masked cards, every trip and payment of them; null when the operator does not offer it.
 */
export class InMemoryRiderData implements RiderDataSource {
  constructor(
    private readonly ledger: InMemoryTravelLedger,
    private readonly network: InMemoryCardNetwork,
    private readonly session: StoredSession,
    private readonly clock: Clock,
    private readonly offered = true,
  ) {}

  async read(signal?: ReadSignal): Promise<RiderData | null> {
    await Promise.resolve();
    if (signal?.aborted) throw Object.assign(new Error('The read was aborted'), { name: 'AbortError' });
    if (!this.offered) return null;
    const account = this.session.account();
    if (!account) throw new ServiceFailure('unauthorized');
    const cards = this.network.cardsOf(account.id);
    const aliases = cards.map((card) => card.aliasPan);
    return {
      generatedAt: this.clock.now(),
      account: { name: account.name, surname: account.surname, email: account.email },
      preferences: { language: account.language, notify_ticket_issuance: account.notifyTicketIssuance ?? false },
      lists: {
        consents: [{ name: 'privacy_policy', given: true, at: null }],
        identityLinks: [],
        signIns: [{ at: this.clock.now().toISOString(), expires_at: null }],
        cards: cards.map((card) => ({
          label: card.label,
          truncated_pan: card.truncatedPan,
          form_factor: card.formFactor,
          alias_pan: card.aliasPan,
        })),
        trips: aliases.length ? asRecords(this.ledger.tickets(aliases, ALL_DAYS)) : [],
        payments: aliases.length
          ? asRecords(this.ledger.payments(aliases, ALL_DAYS, { succeeded: true, failed: true }))
          : [],
        cases: [],
      },
    };
  }
}
