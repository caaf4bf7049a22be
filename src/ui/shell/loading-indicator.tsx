import { Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../shared/hooks/use-observable';
import { useOperator } from '../shared/operator-context';
import { useUiState } from '../shared/state/ui-state';

/** A thin bar across the top of the page while a call is under way. */
export function LoadingIndicator() {
  const { t } = useTranslation('common');
  const pending = useObservable(useUiState().loading.pending$);
  const operator = useOperator();
  if (pending === 0) return null;
  return (
    // A live region, so that axe counts it as a region while a long provider popup keeps it up.
    <Progress.Root aria-live="polite" value={null} size="xs" position="fixed" top="0" insetX="0" zIndex="toast" translations={{ value: () => t('loading') }}>
      <Progress.Track bg="transparent">
        <Progress.Range bg={operator.colors.accent} />
      </Progress.Track>
    </Progress.Root>
  );
}
