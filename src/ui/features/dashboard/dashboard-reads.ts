import { addDays } from '../../../core/shared/calendar-day';
import { Clock } from '../../../core/shared/clock';
import { offers } from '../../../core/shared/operator';
import type { DateRange } from '../../../core/travels/date-range';
import { dayInZone } from '../../../core/travels/journey-days';
import { browserTimeZone } from '../../shared/device-time-zone';
import { prefetchCardStates } from '../../shared/server-state/card-status-queries';
import { aliasPansOf, fetchBankCards } from '../../shared/server-state/cards-queries';
import { prefetchCases } from '../../shared/server-state/claims-queries';
import { fetchFareCaps } from '../../shared/server-state/fare-caps-queries';
import { onPortalQueries, type PageReads, type ReadContext } from '../../shared/server-state/page-reads';
import { fetchRiderSummary, prefetchPendingAmount } from '../../shared/server-state/settlement-queries';
import { prefetchTickets } from '../../shared/server-state/travels-queries';

const quietly = (read: Promise<unknown>) => void read.catch(() => undefined);

/** The days of the weekly caps' tile: the last 7 days to the operator's today (either kind of week is among them). */
function thisWeek(context: ReadContext): DateRange {
  const today = dayInZone(context.resolver.get(Clock).now(), context.operator.timeZone ?? browserTimeZone());
  return { from: addDays(today, -6), to: today };
}

/**
 * The dashboard's reads, started with its route (docs/architecture.md#server-state-the-query-layer-adr-9): at once
 * everything the operator's API lets start without another answer — the rider's summary where the operator offers it
 * (the cards, what is owed and this week's trips in one call), else the card list; the cards' states, the fare rules,
 * the cases —, then what needs the cards' alias pans and the summary did not answer (what is owed, from the failed
 * summaries; this week's trips for the weekly cap) as soon as the cards are known. The spending summary, below the
 * fold, reads when it is shown.
 */
export const dashboardReads: PageReads = onPortalQueries((context) => {
  const summary = fetchRiderSummary(context).catch(() => null);
  const cards = fetchBankCards(context, summary);
  quietly(prefetchCardStates(context));
  quietly(prefetchCases(context));
  quietly(cards.then((list) => prefetchPendingAmount(context, aliasPansOf(list), summary)));
  if (!offers(context.operator, 'fareCaps')) return;
  // The summary's week, when it is these days, is already this read's answer (fresh: nothing is sent).
  quietly(
    Promise.all([cards, fetchFareCaps(context)]).then(([list, caps]) =>
      caps?.weeklyCap ? prefetchTickets(context, thisWeek(context), aliasPansOf(list)) : undefined,
    ),
  );
});
