import { Box, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import { TapwayWordmark } from './tapway-wordmark';
import { PORTAL_VERSION } from './portal-version';

/** Operator copyright, the accessibility statement, portal name and version, 'Powered by' Tapway, this year's copyright. */
export function PortalFooter() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="bg" borderTopWidth="1px" borderColor="border" py="6" mt="auto">
      <Container maxW="6xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          gap="3"
          fontSize="sm"
          color="fg.muted"
        >
          <Stack gap="1">
            <Text>{t('operator:copyright')}</Text>
            <Link asChild color="fg" textDecoration="underline">
              <RouterLink to={PATHS.accessibility}>{t('pages.accessibility')}</RouterLink>
            </Link>
          </Stack>
          <HStack gap="2">
            <Text>{t('portal.poweredBy')}</Text>
            <TapwayWordmark />
          </HStack>
          <Stack gap="0" align={{ base: 'flex-start', md: 'flex-end' }}>
            <Text>{t('portal.nameVersion', { name: t('portal.name'), version: PORTAL_VERSION })}</Text>
            <Text>{t('portal.copyright', { year, name: t('portal.name') })}</Text>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
