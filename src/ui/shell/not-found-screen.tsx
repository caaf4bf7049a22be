import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TapIcon } from '../shared/icons/tap-icon';
import { PATHS } from '../shared/paths';

/** Not found (docs/behaviour/screens.md#not-found): 'You missed . . .' and the way back to the portal. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <Container maxW="xl" py={{ base: '8', md: '16' }}>
      <Stack gap="5" align="center" textAlign="center">
        <TapIcon boxSize="16" color="brand.fg" />
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {t('notFound.title')}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t('notFound.text')}
        </Text>
        <Button asChild size="lg">
          <RouterLink to={PATHS.login}>{t('notFound.back')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
