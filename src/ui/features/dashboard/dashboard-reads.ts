import { addDays } from '../../../core/shared/calendar-day';
import { Clock } from '../../../core/shared/clock';
import { offers } from '../../../core/shared/operator';
import { dayInZone } from '../../../core/travels/journey-days';
import { browserTimeZone } from '../../shared/device-time-zone';
import { prefetchCardStates } from '../../shared/server-state/card-status-queries';
import { aliasPansOf, fetchBankCards } from '../../shared/server-state/cards-queries';
import { prefetchCases } from '../../shared/server-state/claims-queries';
import { fetchFareCaps } from '../../shared/server-state/fare-caps-queries';
import type { PageReads } from '../../shared/server-state/page-reads';
import { prefetchPendingAmount } from '../../shared/server-state/settlement-queries';
import { prefetchTickets } from '../../shared/server-state/travels-queries';

const quietly = (read: Promise<unknown>) => void read.catch(() => undefined);

/**
 * The dashboard's reads, started with its route (docs/architecture.md#server-state-the-query-layer-adr-9): at once
 * everything the operator's API lets start without another answer — the card list, the cards' states, the fare rules,
 * the cases —, then what needs the cards' alias pans (what is owed; this week's trips for the weekly cap) as soon as
 * the card list answers. The spending summary, below the fold, reads when it is shown.
 */
export const dashboardReads: PageReads = (context) => {
  const cards = fetchBankCards(context);
  quietly(prefetchCardStates(context));
  quietly(prefetchCases(context));
  quietly(cards.then((list) => prefetchPendingAmount(context, aliasPansOf(list))));
  if (!offers(context.operator, 'fareCaps')) return;
  const today = dayInZone(context.resolver.get(Clock).now(), context.operator.timeZone ?? browserTimeZone());
  quietly(
    Promise.all([cards, fetchFareCaps(context)]).then(([list, caps]) =>
      caps?.weeklyCap
        ? prefetchTickets(context, { from: addDays(today, -6), to: today }, aliasPansOf(list))
        : undefined,
    ),
  );
};
