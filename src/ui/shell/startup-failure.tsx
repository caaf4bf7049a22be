import { Button, ChakraProvider, Container, createSystem, Heading, Stack, Text } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ReloadIcon } from '../shared/icons/reload-icon';
import { portalThemeConfig } from './theme/portal-theme-config';

function StartupFailureMessage() {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return (
    <Container as="main" maxW="lg" py="20">
      <Stack gap="5" align="flex-start">
        <Heading as="h1" size="2xl">
          {t('startup.title')}
        </Heading>
        <Text fontSize="lg">{t('startup.text')}</Text>
        <Button colorPalette="blue" size="lg" onClick={() => window.location.reload()}>
          <ReloadIcon /> {t('startup.reload')}
        </Button>
      </Stack>
    </Container>
  );
}

/** A plain page for when the runtime configuration could not be read, so no operator is known. */
export function StartupFailure({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={createSystem(portalThemeConfig())}>
        <StartupFailureMessage />
      </ChakraProvider>
    </I18nextProvider>
  );
}
