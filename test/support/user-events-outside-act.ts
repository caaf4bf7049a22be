import { configure, getConfig } from '@testing-library/react';

/**
 * React 19's act() can loop for ever, synchronously, when an update re-renders three or more sibling Suspense
 * boundaries whose lazy screens are still loading (facebook/react#37556, open in 19.3.1): the worker sits at 100 %
 * CPU, no timer fires, so no test timeout ends it — CI waited 90 minutes on a click on the account menu whose
 * screen had not loaded yet. Whether it happens depends on which lazy modules earlier files of the worker loaded
 * (isolate: false), so it comes and goes with the order of the files.
 *
 * Testing Library wraps each event user-event dispatches in a synchronous act(). user-event runs its actions in
 * Testing Library's asyncWrapper, which turns the act environment off: there, an event is dispatched as a browser
 * would, and React renders through its own scheduler (a click's update still renders before the action returns:
 * discrete updates flush in a microtask, and asyncWrapper waits a macrotask). fireEvent, outside that wrapper, keeps
 * act(). Installed once per worker (this setup runs again for every file on the same modules).
 */
const OUTSIDE_ACT = Symbol.for('tapway.test.userEventsOutsideAct');
type EventWrapper = ReturnType<typeof getConfig>['eventWrapper'] & { [OUTSIDE_ACT]?: true };

export function dispatchUserEventsOutsideAct(): void {
  const inAct: EventWrapper = getConfig().eventWrapper;
  if (inAct[OUTSIDE_ACT]) return;
  const wrapper: EventWrapper = (dispatch) =>
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT ? inAct(dispatch) : dispatch();
  wrapper[OUTSIDE_ACT] = true;
  configure({ eventWrapper: wrapper });
}
