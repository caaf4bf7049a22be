import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/travels/money';
import type { Ticket } from '../../../core/travels/ticket';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers } from '../../shared/operator-context';
import { CaseOfSubject } from './case-of-subject';
import { CorrectJourney } from './correct-journey';
import { IncompleteFlag } from './incomplete-flag';
import { ReportProblem } from './report-problem';

/**
 * A trip's claim (docs/contracts.md#claims-incomplete-journeys-corrected-wrong-charges-reported): in the table and the
 * journey view, an incomplete or corrected journey's flag; in the trip's details, also what happened, "Correct this
 * journey" and "Report a problem". Nothing when the operator does not offer claims.
 */
export function TripClaim({ ticket, detailed = false }: { ticket: Ticket; detailed?: boolean }) {
  const offered = useOffers('claims');
  if (!offered) return null;
  if (!detailed) return ticket.incomplete ? <IncompleteFlag journey={ticket.incomplete} /> : null;
  return <TripClaimDetails ticket={ticket} />;
}

function TripClaimDetails({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('claims', { useSuspense: true });
  const locale = useAccountLocale();
  const { incomplete } = ticket;
  return (
    <Stack gap="3" mt="4" pt="4" borderTopWidth="1px" borderColor="border">
      {incomplete && (
        <Text>
          {incomplete.corrected
            ? t('trip.corrected', {
                fare: formatMoney(incomplete.corrected.amount, locale),
                station: incomplete.corrected.exit.station,
              })
            : t('trip.incomplete', {
                charged: formatMoney(ticket.amount, locale),
                fare: formatMoney(incomplete.expected, locale),
              })}
        </Text>
      )}
      {ticket.caseId && <CaseOfSubject caseId={ticket.caseId} />}
      {incomplete && !incomplete.corrected && <CorrectJourney ticket={ticket} />}
      <ReportProblem subject={{ ticketId: ticket.id }} />
    </Stack>
  );
}
