import { useMemo } from 'react';
import type { ClaimRules, Station } from '../../../core/claims/claim-rules';
import { suggestExit } from '../../../core/claims/suggest-exit';
import { Clock } from '../../../core/shared/clock';
import { addDays } from '../../../core/shared/calendar-day';
import type { Ticket } from '../../../core/travels/ticket';
import { useUseCase } from '../../shared/di/use-use-case';
import { useToday } from '../../shared/form/use-today';
import { useTicketsQuery } from '../../shared/server-state/travels-queries';

/**
 * The exit to suggest for an incomplete trip, from the rider's own trips of the claim window (read once for the window,
 * in the operator's days); null until they are read, or when the rider has no regular journey from that entry.
 */
export function useSuggestedExit(ticket: Ticket, rules: ClaimRules): Station | null {
  const today = useToday(rules.timeZone);
  const clock = useUseCase(Clock);
  const range = useMemo(() => ({ from: addDays(today, -rules.claimWindowDays), to: today }), [today, rules]);
  const trips = useTicketsQuery(range).data;
  return useMemo(() => (trips ? suggestExit(ticket, trips, rules, clock.now()) : null), [trips, ticket, rules, clock]);
}
