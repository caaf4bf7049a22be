import { Alert, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CaseAnswer } from '../../../core/claims/claims';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { PATHS } from '../../shared/paths';
import { outcomeText } from './case-texts';

/** What became of a claim or a report just sent: approved at once (and the refund), or sent for review. */
export function CaseAnswerNote({ answer }: { answer: Extract<CaseAnswer, { kind: 'opened' }> }) {
  const { t } = useTranslation('claims');
  const locale = useAccountLocale();
  const claim = answer.case;
  const decided = outcomeText(t, locale, claim);
  return (
    <Alert.Root status={claim.status === 'refused' ? 'warning' : 'success'} role="status">
      <Alert.Indicator />
      <Stack gap="1" flex="1">
        <Alert.Title>
          {claim.status === 'approved'
            ? t('sent.approved', { id: claim.id })
            : claim.status === 'refused'
              ? t('sent.refused', { id: claim.id })
              : t('sent.review', { id: claim.id })}
        </Alert.Title>
        <Alert.Description>
          {decided ?? t('sent.mail')}{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={PATHS.claims}>{t('links.allCases')}</RouterLink>
          </Link>
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}
