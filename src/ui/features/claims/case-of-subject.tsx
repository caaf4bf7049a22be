import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { PATHS } from '../../shared/paths';
import { useCasesQuery } from '../../shared/server-state/claims-queries';
import { outcomeText } from './case-texts';
import { CaseStatusBadge } from './case-status';

/** The latest case about a trip or a payment: its kind, status and outcome, with the way to the claims page. */
export function CaseOfSubject({ caseId }: { caseId: string }) {
  const { t } = useTranslation('claims');
  const locale = useAccountLocale();
  const claim = useCasesQuery().data?.find((candidate) => candidate.id === caseId);
  if (!claim) return null;
  const outcome = outcomeText(t, locale, claim);
  return (
    <Stack gap="2">
      <HStack flexWrap="wrap" gap="2">
        <Text fontWeight="medium">
          {t(`kind.${claim.kind}`)} · {t('case.reference', { id: claim.id })}
        </Text>
        <CaseStatusBadge status={claim.status} />
      </HStack>
      {outcome && <Text>{outcome}</Text>}
      <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
        <RouterLink to={PATHS.claims}>{t('links.allCases')}</RouterLink>
      </Link>
    </Stack>
  );
}
