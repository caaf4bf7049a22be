import { useCallback, useSyncExternalStore } from 'react';
import type { ObservableValue } from '../state/observable-value';

/** The current value of an observable value (a view store's), re-rendering when it changes. */
export function useObservable<T>(subject: ObservableValue<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [subject],
  );
  return useSyncExternalStore(subscribe, () => subject.getValue());
}
