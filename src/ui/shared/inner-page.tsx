import { Box, Container, Heading, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronLeftIcon } from './icons/chevron-left-icon';
import { PATHS } from './paths';

/**
 * An inner page of the rider's area: a back link to the dashboard (`backLink={false}` where there is no
 * dashboard to go back to) and the page's title; `wide` for a table of many columns.
 */
export function InnerPage({
  title,
  children,
  wide = false,
  backLink = true,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  backLink?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Container maxW="6xl">
      <Stack gap="2" mb="6">
        {backLink && (
          <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
            <RouterLink to={PATHS.dashboard}>
              <ChevronLeftIcon boxSize="4" /> {t('layout.backToDashboard')}
            </RouterLink>
          </Link>
        )}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
      </Stack>
      <Box maxW={wide ? undefined : '4xl'}>{children}</Box>
    </Container>
  );
}
