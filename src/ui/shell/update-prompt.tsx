import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../shared/hooks/use-observable';
import { useUiState } from '../shared/state/ui-state';

/**
 * "A new version is available — reload" (docs/adr/0012-offline-reading.md): shown once a new deployment waits, on
 * every page, until the rider reloads; never a silent switch under a form being filled in.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const reload = useObservable(useUiState().updates.reload$);
  if (!reload) return null;
  return (
    <Box
      role="status"
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="toast"
      mx="auto"
      maxW="md"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      rounded="lg"
      boxShadow="lg"
      p="4"
    >
      <HStack justify="space-between" gap="4">
        <Text fontWeight="medium">{t('update.available')}</Text>
        <Button size="sm" onClick={reload}>
          {t('update.reload')}
        </Button>
      </HStack>
    </Box>
  );
}
