import { useEffect } from 'react';
import { LoadLanguages } from '../../../core/session/load-languages';
import { isServiceFailure } from '../../../core/shared/service-failure';
import { useUseCase } from '../../shared/di/use-use-case';
import { useUiState } from '../../shared/state/ui-state';
import { useAction } from '../../shared/hooks/use-action';
import { isDeviceOnline } from '../../shared/network/device-online';
import { reportReach } from '../../shared/network/reach';

/**
 * Asks the server once which languages to offer; on failure, or offline, the shipped list stays. A failure of the
 * network (an offline start from the service worker) is quiet: it tells the pages the portal is offline
 * (docs/adr/0012-offline-reading.md); any other opens the error modal.
 */
export function useLoadLanguages(): void {
  const loadLanguages = useUseCase(LoadLanguages);
  const run = useAction();
  const { languages } = useUiState();
  useEffect(() => {
    if (!isDeviceOnline() || !languages.claimRequest()) return;
    void run(async () => {
      try {
        return await loadLanguages.execute(languages.settings);
      } catch (error) {
        if (!isServiceFailure(error) || error.kind !== 'network') throw error;
        reportReach(false);
        return undefined;
      }
    }).then((offered) => {
      if (offered) languages.offer(offered.map((language) => language.id));
    });
  }, [languages, loadLanguages, run]);
}
