/**
 * Resolves once the browser is idle (or after `timeout` ms, when given); at the next task where there is no
 * `requestIdleCallback` (Safari). For work that must never stand between an answer and the rider's screen.
 */
export function whenIdle(timeout?: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), timeout === undefined ? undefined : { timeout });
    else setTimeout(resolve, 0);
  });
}
