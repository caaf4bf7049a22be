import { Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClaimCase } from '../../../core/claims/claim-case';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { journeyRoute } from '../../shared/journey-route';
import { outcomeText } from './case-texts';
import { CaseStatusBadge } from './case-status';

/** One claim or report: what it is about, its status and dates, the amount at stake, the outcome and its history. */
export function CaseCard({ claim }: { claim: ClaimCase }) {
  const { t } = useTranslation('claims');
  const locale = useAccountLocale();
  const titleId = `case-${claim.id}`;
  const outcome = outcomeText(t, locale, claim);
  const subject = subjectOf(t, locale, claim);
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      bg="bg"
      rounded="lg"
      borderWidth="1px"
      borderColor="border"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md" id={titleId}>
            {t(`kind.${claim.kind}`)}
          </Heading>
          <CaseStatusBadge status={claim.status} />
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {t('case.reference', { id: claim.id })} · {t('case.submitted', { at: formatDateTime(claim.created, locale) })}
          {claim.updated.getTime() !== claim.created.getTime() &&
            ` · ${t('case.updated', { at: formatDateTime(claim.updated, locale) })}`}
        </Text>
        {subject && <Text>{subject}</Text>}
        <Text>{t('case.atStake', { amount: formatMoney(claim.amountAtStake, locale) })}</Text>
        {claim.alreadyRefunded.minor > 0 && (
          <Text>{t('case.alreadyRefunded', { amount: formatMoney(claim.alreadyRefunded, locale) })}</Text>
        )}
        {claim.exitStation && <Text>{t('case.exit', { station: claim.exitStation })}</Text>}
        {claim.text && (
          <Text whiteSpace="pre-wrap" borderStartWidth="3px" borderColor="border" ps="3">
            {claim.text}
          </Text>
        )}
        {outcome && <Text fontWeight="semibold">{outcome}</Text>}
        <Box>
          <Text fontSize="sm" fontWeight="medium">
            {t('case.history')}
          </Text>
          <List.Root as="ol" fontSize="sm" color="fg.muted" ps="5">
            {claim.history.map((step) => (
              <List.Item key={`${step.status}-${step.at.toISOString()}`}>
                {t(`status.${step.status}`)} — {formatDateTime(step.at, locale)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * What a case is about, named as the trips and payments lists name it: the trip's route and when it began in its zone
 * ("Colosseo → Pigneto, 27/11/2026, 08:12"), or the payment's amount and date; the references where the operator
 * tells neither.
 */
function subjectOf(t: TFunction<'claims'>, locale: string, claim: ClaimCase): string | null {
  const { trip, payment } = claim;
  if (claim.ticketId && trip)
    return `${journeyRoute(t, trip.from, trip.to)}, ${formatDateTime(trip.enteredAt, locale, trip.timeZone)}`;
  if (!claim.ticketId && payment)
    return t('case.paymentOf', {
      amount: formatMoney(payment.amount, locale),
      date: formatDateTime(payment.created, locale),
    });
  const references = [
    claim.ticketId ? t('case.trip', { id: claim.ticketId }) : null,
    claim.paymentShortId ? t('case.payment', { id: claim.paymentShortId }) : null,
  ].filter((part): part is string => part !== null);
  return references.length > 0 ? references.join(' · ') : null;
}
