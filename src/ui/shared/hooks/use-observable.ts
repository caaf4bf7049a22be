import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** The current value of a view store's subject (docs/adr/0005-ui-view-state.md), re-rendering when it changes. */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [subject],
  );
  return useSyncExternalStore(subscribe, () => subject.getValue());
}
