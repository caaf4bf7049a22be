import type { TFunction } from 'i18next';

/**
 * Where a journey went, as the trips list says it: "Colosseo → Pigneto", or "Colosseo → no tap-out" without a tap-out
 * (docs/behaviour/screens.md#journeys). Shared: the claims name the trip of a case the same way.
 */
export const journeyRoute = (t: TFunction, from: string, to: string | null): string =>
  to === null ? t('common:journey.routeOpen', { from }) : `${from} → ${to}`;
