import { Box, Container, Text } from '@chakra-ui/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from '../../../core/shared/clock';
import { formatShortDayTime } from '../../../core/shared/format-date-time';
import { useUseCase } from '../di/use-use-case';
import { useAccountLocale } from '../hooks/use-account-locale';
import { useOnline } from '../network/connection';

/** When the oldest answer the page shows was read (0 when it shows none): what "what you saw at" names. */
function oldestShown(queries: QueryClient): number {
  const times = queries
    .getQueryCache()
    .findAll({ type: 'active' })
    .filter((query) => query.state.data !== undefined)
    .map((query) => query.state.dataUpdatedAt);
  return times.length === 0 ? 0 : Math.min(...times);
}

/** "08:42" for a read of today, "24 Nov, 08:42" for an older one: the account's locale, the interface's words. */
export function seenAt(time: number, now: Date, locale: string, language?: string): string {
  const seen = new Date(time);
  return formatShortDayTime(seen, locale, seen.toDateString() !== now.toDateString(), language);
}

/**
 * "You are offline — showing what you saw at 08:42" above a signed-in page whose lists come from the device while
 * it is offline (docs/adr/0012-offline-reading.md); the reads never made say so in their own place (QueryState).
 * Its live region is in the page from the start, so that the notice is announced when it appears.
 */
export function OfflineNotice() {
  const online = useOnline();
  const queries = useQueryClient();
  const subscribe = useCallback((changed: () => void) => queries.getQueryCache().subscribe(changed), [queries]);
  const shownAt = useSyncExternalStore(subscribe, () => oldestShown(queries));
  const clock = useUseCase(Clock);
  const locale = useAccountLocale();
  const { t, i18n } = useTranslation('common');
  const shown = !online && shownAt !== 0;
  // The live region is always there, empty while online: the notice is announced when the connection drops.
  return (
    <Box role="status" data-part="offline-notice">
      {shown && (
        <Box bg="bg.info" color="fg" borderBottomWidth="1px" borderColor="border.info" py="2">
          <Container maxW="6xl">
            <Text fontWeight="medium">
              {t('offline.seenAt', { time: seenAt(shownAt, clock.now(), locale, i18n.language) })}
            </Text>
          </Container>
        </Box>
      )}
    </Box>
  );
}
