import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The dashboard shell (/dashboard): the operator's welcome; the tiles come in a later issue. */
export function DashboardScreen() {
  const { t } = useTranslation('operator');
  return (
    <Container maxW="6xl">
      <Stack gap="3" bg="bg" rounded="xl" boxShadow="sm" p={{ base: '6', md: '10' }} borderTopWidth="4px" borderColor="brand.solid">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {t('welcomeTitle')}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
          {t('welcomeSubtitle')}
        </Text>
      </Stack>
    </Container>
  );
}
