import { useEffect } from 'react';
import { LoadLanguages } from '../../../core/session/load-languages';
import { useUseCase } from '../../shared/di/use-use-case';
import { useUiState } from '../../shared/state/ui-state';
import { useAction } from '../../shared/hooks/use-action';
import { isDeviceOnline } from '../../shared/network/connection';

/** Asks the server once which languages to offer; on failure, or offline, the shipped list stays. */
export function useLoadLanguages(): void {
  const loadLanguages = useUseCase(LoadLanguages);
  const run = useAction();
  const { languages } = useUiState();
  useEffect(() => {
    if (!isDeviceOnline() || !languages.claimRequest()) return;
    void run(() => loadLanguages.execute(languages.settings)).then((offered) => {
      if (offered) languages.offer(offered.map((language) => language.id));
    });
  }, [languages, loadLanguages, run]);
}
