import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useIsRestoring } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isServiceFailure } from '../../../core/shared/service-failure';
import { errorMessage } from '../error-message';
import { useOnline } from '../network/connection';
import type { ReadView } from './read-view';

export interface QueryStateProps<T> {
  readonly query: ReadView<T>;
  /** What shows while the first answer is on its way (a skeleton of the view). */
  readonly loading: ReactNode;
  /** What shows when the answer holds nothing; omit when an empty answer needs no words. */
  readonly empty?: ReactNode;
  readonly isEmpty?: (data: T) => boolean;
  /** The failure's title, when the view has words of its own for it ("Your spending could not be loaded"). */
  readonly failedTitle?: string;
  readonly children: (data: T) => ReactNode;
}

/**
 * The states of a view's read: loading, offline before a first answer (with a retry that goes when the connection
 * returns), failed (with a retry), empty, or the data. Data once shown stays: a later read that fails (back online,
 * the network still flaky) does not replace it with an error (docs/adr/0012-offline-reading.md).
 */
export function QueryState<T>({ query, loading, empty, isEmpty, failedTitle, children }: QueryStateProps<T>) {
  const online = useOnline();
  const restoring = useIsRestoring();
  if (query.data !== undefined) {
    return <>{empty !== undefined && isEmpty?.(query.data) ? empty : children(query.data)}</>;
  }
  if (restoring) return <>{loading}</>;
  if (!online && (query.isPending || isNetworkFailure(query.error))) return <NotReadOffline query={query} />;
  if (query.isPending) return <>{loading}</>;
  return <ReadFailed query={query} title={failedTitle} />;
}

const isNetworkFailure = (error: unknown): boolean =>
  isServiceFailure(error) && (error.kind === 'network' || error.kind === 'timeout');

function NotReadOffline<T>({ query }: { query: ReadView<T> }) {
  const { t } = useTranslation('common');
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator aria-hidden="true" />
      <Stack gap="3" flex="1">
        <Alert.Title>{t('offline.title')}</Alert.Title>
        <Text>{t('offline.notSeen')}</Text>
        <Button alignSelf="start" size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('query.retry')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}

function ReadFailed<T>({ query, title }: { query: ReadView<T>; title: string | undefined }) {
  const { t } = useTranslation('common');
  const failure = isServiceFailure(query.error)
    ? { kind: query.error.kind, detail: query.error.detail }
    : { kind: 'unexpected' as const, detail: null };
  const message = errorMessage(failure);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator aria-hidden="true" />
      <Stack gap="3" flex="1">
        <Alert.Title>{title ?? t('query.failed')}</Alert.Title>
        <Text>{'key' in message ? t(message.key, message.params) : message.text}</Text>
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t('query.retry')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
