import { useCallback } from 'react';
import { isAbort } from '../../../core/shared/read-signal';
import { isServiceFailure } from '../../../core/shared/service-failure';
import { LogoutUser } from '../../../core/session/logout-user';
import { useUseCase } from '../di/use-use-case';
import { isDeviceOnline } from '../network/device-online';
import { useUiState } from '../state/ui-state';

export type RunAction = <T>(work: () => Promise<T>) => Promise<T | undefined>;

/**
 * How every screen runs a use case: the loading indicator shows meanwhile, and a failure
 * opens the global error modal (docs/behaviour/screens.md#error-modal) and answers undefined. An expired or refused session
 * also signs the rider out. A read called off through its signal answers undefined quietly. Offline, the work is
 * not started: the modal says it needs the network (docs/adr/0012-offline-reading.md), unless `offline` is
 * 'allowed' (the work does without it: logging out on this device).
 */
export function useAction(offline: 'refused' | 'allowed' = 'refused'): RunAction {
  const { loading, errors } = useUiState();
  const logout = useUseCase(LogoutUser);
  return useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      if (offline === 'refused' && !isDeviceOnline()) {
        errors.refuseOffline();
        return undefined;
      }
      const done = loading.start();
      try {
        return await work();
      } catch (error) {
        if (isAbort(error)) return undefined;
        if (!isServiceFailure(error)) console.error('Tapway: unexpected error', error);
        const shown = errors.report(error);
        if (shown.kind === 'unauthorized' || shown.kind === 'forbidden') await logout.execute();
        return undefined;
      } finally {
        done();
      }
    },
    [offline, loading, errors, logout],
  );
}
