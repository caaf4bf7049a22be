import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InnerPage } from '../../shared/inner-page';
import { useOffers } from '../../shared/operator-context';
import { QueryState } from '../../shared/query/query-state';
import { useCasesQuery } from '../../shared/server-state/claims-queries';
import { CaseCard } from './case-card';
import { ClaimRulesNote } from './claim-rules-note';

/**
 * Claims and reports (docs/behaviour/screens.md#claims-and-reports): every case of the rider with its status, dates, the
 * amount at stake and the outcome, newest first. For an operator without claims, the page says it offers none.
 */
export function CasesScreen() {
  const { t } = useTranslation('claims', { useSuspense: true });
  const offered = useOffers('claims');
  return (
    <InnerPage title={t('page.title')}>{offered ? <OfferedCases /> : <Text>{t('page.notOffered')}</Text>}</InnerPage>
  );
}

function OfferedCases() {
  const { t } = useTranslation('claims');
  const query = useCasesQuery();
  return (
    <Stack gap="5">
      <Text>{t('page.intro')}</Text>
      <ClaimRulesNote />
      <QueryState
        query={query}
        loading={<Skeleton height="32" rounded="lg" />}
        empty={<Text color="fg.muted">{t('page.empty')}</Text>}
        isEmpty={(cases) => cases.length === 0}
      >
        {(cases) => (
          <Stack gap="4">
            {cases.map((claim) => (
              <CaseCard key={claim.id} claim={claim} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
