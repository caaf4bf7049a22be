import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { catchError, concatMap, EMPTY, from, map, Subject, tap, type Observable } from 'rxjs';
import { cardStatusKeys } from './card-status-queries';
import { cardsKeys } from './cards-queries';
import { claimsKeys } from './claims-queries';
import { settlementKeys } from './settlement-queries';
import { travelsKeys } from './travels-queries';

/** What happened on the operator's side that the cached server state must follow (ADR 0009, ADR 0015). */
export type DomainEvent = 'cardsChanged' | 'debtSettled' | 'caseOpened';

/**
 * The reads each event makes stale, group by group: a group is marked stale (and its active reads made again) once
 * the previous group's are. The receipts are travels' (`travelsKeys.receipt`), so every event reaches them.
 */
const STALE: Readonly<Record<DomainEvent, readonly (readonly QueryKey[])[]>> = {
  // A card was added or removed. The cards first: the other reads are keyed by the cards' alias pans.
  cardsChanged: [[cardsKeys.all], [travelsKeys.all, settlementKeys.all, cardStatusKeys.all]],
  // A debt was settled: the payments, the trips, what is owed and the cards' states at the gates (a block lifted).
  debtSettled: [[travelsKeys.all, settlementKeys.all, cardStatusKeys.all]],
  // A claim or a report was opened: the cases, and the trips and payments (an approval at once moves money).
  caseOpened: [[claimsKeys.all, travelsKeys.all]],
};

/**
 * The portal's domain events, one stream per query client: a mutation announces its event, and the event, not the
 * screen, decides which reads are stale. Whoever else follows what happened (an alert, a notice) subscribes to
 * `happened$`.
 */
export interface DomainEvents {
  /** Every event as it is announced. */
  readonly happened$: Observable<DomainEvent>;
  /** Announces `event`; resolves once the reads it makes stale are marked (and the active ones read again). */
  announce(event: DomainEvent): Promise<void>;
  cardsChanged(): Promise<void>;
  debtSettled(): Promise<void>;
  caseOpened(): Promise<void>;
}

interface Announcement {
  readonly event: DomainEvent;
  readonly followed: () => void;
  readonly failed: (error: unknown) => void;
}

async function invalidateInOrder(queries: QueryClient, groups: readonly (readonly QueryKey[])[]): Promise<void> {
  for (const group of groups) {
    await Promise.all(group.map((queryKey) => queries.invalidateQueries({ queryKey })));
  }
}

const streams = new WeakMap<QueryClient, DomainEvents>();

/**
 * The domain events over a query client, the same stream for the same client (exported for tests that hold the
 * client themselves). Events are followed one after the other, in the order they were announced.
 */
export function domainEvents(queries: QueryClient): DomainEvents {
  const known = streams.get(queries);
  if (known) return known;
  const announced$ = new Subject<Announcement>();
  announced$
    .pipe(
      concatMap(({ event, followed, failed }) =>
        // A failure is the announcer's to hear; the stream goes on for the next event.
        from(invalidateInOrder(queries, STALE[event])).pipe(
          tap({ next: followed, error: failed }),
          catchError(() => EMPTY),
        ),
      ),
    )
    .subscribe();
  const announce = (event: DomainEvent) =>
    new Promise<void>((followed, failed) => announced$.next({ event, followed, failed }));
  const events: DomainEvents = {
    happened$: announced$.pipe(map(({ event }) => event)),
    announce,
    cardsChanged: () => announce('cardsChanged'),
    debtSettled: () => announce('debtSettled'),
    caseOpened: () => announce('caseOpened'),
  };
  streams.set(queries, events);
  return events;
}

/** The domain events of the portal's query client. */
export function useDomainEvents(): DomainEvents {
  return domainEvents(useQueryClient());
}
