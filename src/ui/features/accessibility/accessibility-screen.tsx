import { chakra, Container, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../shared/operator-context';

const LIMITS = ['pdf', 'privacy', 'providers'] as const;

/**
 * The accessibility statement (/accessibility; docs/accessibility.md): the standard the portal meets, how it is
 * tested, what is known not to meet it, and whom to tell — the operator, through its own site.
 */
export function AccessibilityScreen() {
  const { t } = useTranslation('accessibility', { useSuspense: true });
  const operator = useOperator();
  return (
    <Container maxW="3xl">
      <Stack gap="5">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('common:pages.accessibility')}
        </Heading>
        <Text>{t('standard')}</Text>
        <Heading as="h2" size="md">
          {t('tested.title')}
        </Heading>
        <Text>{t('tested.text')}</Text>
        <Heading as="h2" size="md">
          {t('limits.title')}
        </Heading>
        <chakra.ul ps="5" listStyleType="disc">
          {LIMITS.map((limit) => (
            <chakra.li key={limit} mb="2">
              {t(`limits.${limit}`)}
            </chakra.li>
          ))}
        </chakra.ul>
        <Heading as="h2" size="md">
          {t('contact.title')}
        </Heading>
        <Text>
          {t('contact.text', { operator: operator.name })}{' '}
          <Link href={operator.siteUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium">
            {t('contact.link', { operator: operator.name })}
            <VisuallyHidden>{t('common:layout.newTab')}</VisuallyHidden>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
