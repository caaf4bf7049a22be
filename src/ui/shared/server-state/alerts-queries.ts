import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AlertKind, AlertPreferences } from '../../../core/alerts/alert-preferences';
import { ChangeAlert } from '../../../core/alerts/change-alert';
import { LoadAlertPreferences } from '../../../core/alerts/load-alert-preferences';
import { useUseCase } from '../di/use-use-case';
import { useAction } from '../hooks/use-action';
import { useOffers } from '../operator-context';
import { usePortalQuery } from '../query/use-portal-query';

/** The alerts context's query keys: the only place they are written (ADR 0009). */
export const alertsKeys = {
  all: ['alerts'] as const,
  preferences: () => [...alertsKeys.all, 'preferences'] as const,
};

/** The rider's alert preferences (alerts extension); null when the operator does not say. Not read without it. */
export function useAlertPreferencesQuery(): UseQueryResult<AlertPreferences | null> {
  const load = useUseCase(LoadAlertPreferences);
  return usePortalQuery(alertsKeys.preferences(), (signal) => load.execute(signal), useOffers('alerts'));
}

/**
 * Turns one alert on or off (useAction's error model): the preferences the operator saved, which the cached read
 * takes at once; undefined when the call failed (the error modal told why).
 */
export function useChangeAlert(): (kind: AlertKind, enabled: boolean) => Promise<AlertPreferences | undefined> {
  const change = useUseCase(ChangeAlert);
  const run = useAction();
  const queries = useQueryClient();
  return useCallback(
    async (kind, enabled) => {
      const saved = await run(() => change.execute(kind, enabled));
      if (saved) queries.setQueryData(alertsKeys.preferences(), saved);
      return saved;
    },
    [change, run, queries],
  );
}
