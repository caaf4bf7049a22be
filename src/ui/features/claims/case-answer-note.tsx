import { Alert, Box, Link, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CaseAnswer } from '../../../core/claims/claims';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { PATHS } from '../../shared/paths';
import { outcomeText } from './case-texts';

/**
 * Where the answer to a claim or a report shows: a live region present (empty) from the start, so that the answer
 * arriving in it is announced; the answer replaces the form the rider was in, and takes the focus it had.
 */
export function CaseAnswerRegion({ answer }: { answer: CaseAnswer | null }) {
  return (
    <Box role="status" aria-live="polite">
      {answer?.kind === 'opened' && <CaseAnswerNote answer={answer} />}
    </Box>
  );
}

/** What became of a claim or a report just sent: approved at once (and the refund), or sent for review. */
function CaseAnswerNote({ answer }: { answer: Extract<CaseAnswer, { kind: 'opened' }> }) {
  const { t } = useTranslation('claims');
  const locale = useAccountLocale();
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus(), []);
  const claim = answer.case;
  const decided = outcomeText(t, locale, claim);
  return (
    <Alert.Root
      ref={note}
      tabIndex={-1}
      status={claim.status === 'refused' ? 'warning' : 'success'}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Alert.Indicator aria-hidden="true" />
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
