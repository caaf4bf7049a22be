import { useEffect } from 'react';
import { LoadLanguages } from '../../core/use-cases/load-languages';
import { useUseCase } from '../di/use-use-case';
import { useUiState } from '../state/ui-state';
import { useAction } from './use-action';

/** Asks the server once which languages to offer; on failure the shipped list stays. */
export function useLoadLanguages(): void {
  const loadLanguages = useUseCase(LoadLanguages);
  const run = useAction();
  const { languages } = useUiState();
  useEffect(() => {
    if (!languages.claimRequest()) return;
    void run(() => loadLanguages.execute(languages.settings)).then((offered) => {
      if (offered) languages.offer(offered.map((language) => language.id));
    });
  }, [languages, loadLanguages, run]);
}
