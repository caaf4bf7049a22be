import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isServiceFailure } from '../../../core/shared/service-failure';
import { errorMessage } from '../error-message';

export interface QueryStateProps<T> {
  readonly query: UseQueryResult<T>;
  /** What shows while the first answer is on its way (a skeleton of the view). */
  readonly loading: ReactNode;
  /** What shows when the answer holds nothing; omit when an empty answer needs no words. */
  readonly empty?: ReactNode;
  readonly isEmpty?: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
}

/** The four states of a view's read: loading, failed (with a retry), empty, or the data. */
export function QueryState<T>({ query, loading, empty, isEmpty, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <>{loading}</>;
  if (query.isError) {
    const failure = isServiceFailure(query.error)
      ? { kind: query.error.kind, detail: query.error.detail }
      : { kind: 'unexpected' as const, detail: null };
    const message = errorMessage(failure);
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Stack gap="3" flex="1">
          <Alert.Title>{t('query.failed')}</Alert.Title>
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
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
