import { useEffect, useRef } from 'react';
import { useUiState } from '../state/ui-state';

/** Calls back whenever the rider picks a language in a selector (docs/behaviour/rules.md#validation: clears form errors). */
export function useLanguageChosen(onChosen: (language: string) => void): void {
  const { languages } = useUiState();
  const callback = useRef(onChosen);
  useEffect(() => {
    callback.current = onChosen;
  });
  useEffect(() => {
    const subscription = languages.chosen$.subscribe((language) => callback.current(language));
    return () => subscription.unsubscribe();
  }, [languages]);
}
