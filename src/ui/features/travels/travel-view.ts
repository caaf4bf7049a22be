import { useSearchParams } from 'react-router-dom';

/** How the trips show: the table, or the journeys grouped by travel day (docs/behaviour/screens.md#journeys). */
export type TravelView = 'table' | 'journeys';

/** The view the address names (`?view=journeys`); anything else is the table, the default. */
export const readTravelView = (params: URLSearchParams): TravelView =>
  params.get('view') === 'journeys' ? 'journeys' : 'table';

/** The address's parameters for a view (the table leaves the address bare); other parameters are kept. */
export function writeTravelView(params: URLSearchParams, view: TravelView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'journeys') next.set('view', 'journeys');
  else next.delete('view');
  return next;
}

/** The trips' view, kept in the address so Back and reload keep it; choosing one replaces the history entry. */
export function useTravelView(): readonly [TravelView, (view: TravelView) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (view: TravelView) => setParams((current) => writeTravelView(current, view), { replace: true });
  return [readTravelView(params), choose];
}
