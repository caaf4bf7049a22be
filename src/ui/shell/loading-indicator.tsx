import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../shared/hooks/use-observable';
import { useOperator } from '../shared/operator-context';
import { useUiState } from '../shared/state/ui-state';

/**
 * A thin bar across the top of the page while a call is under way: an indeterminate progress
 * bar drawn with CSS, which spares the first visit Chakra's Progress and its state machine (~4 kB gzip).
 */
export function LoadingIndicator() {
  const { t } = useTranslation('common');
  const pending = useObservable(useUiState().loading.pending$);
  const operator = useOperator();
  if (pending === 0) return null;
  return (
    // A live region, so that axe counts it as a region while a long provider popup keeps it up.
    <Box
      role="progressbar"
      aria-label={t('loading')}
      aria-live="polite"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="toast"
      h="1.5"
      overflow="hidden"
    >
      <Box
        position="absolute"
        h="full"
        minW="50%"
        bgImage={`linear-gradient(to right, transparent 0%, ${operator.colors.accent} 50%, transparent 100%)`}
        css={{ '--animate-from-x': '-40%', '--animate-to-x': '100%' }}
        animation="position 1s ease infinite normal none running"
        willChange="left"
      />
    </Box>
  );
}
