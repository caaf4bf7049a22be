import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { openCases } from '../../../core/claims/open-cases';
import { useOffers } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';
import { useCasesQuery } from '../../shared/server-state/claims-queries';

/**
 * The dashboard's claims panel: how many claims and reports are open (submitted or in review), and the way to the
 * claims page. Under the tiles, so it never moves them when it appears; nothing for an operator without claims.
 */
export function OpenCases() {
  return useOffers('claims') ? <OfferedOpenCases /> : null;
}

function OfferedOpenCases() {
  const { t } = useTranslation('claims', { useSuspense: true });
  const cases = useCasesQuery().data;
  if (!cases) return null;
  const open = openCases(cases);
  return (
    <Stack
      as="section"
      aria-labelledby="open-cases-title"
      gap="2"
      bg="bg"
      rounded="xl"
      boxShadow="sm"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="md" id="open-cases-title">
        {t('page.title')}
      </Heading>
      <Text>{open.length > 0 ? t('dashboard.open', { count: open.length }) : t('dashboard.none')}</Text>
      <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
        <RouterLink to={PATHS.claims}>{t('links.allCases')}</RouterLink>
      </Link>
    </Stack>
  );
}
