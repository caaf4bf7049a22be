import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dayIn } from '../../../core/travels/charge-details';
import { formatCalendarDay, formatDateTime } from '../../../core/shared/format-date-time';
import { formatMoney } from '../../../core/travels/money';
import type { Payment } from '../../../core/travels/payment';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { useOffers, useOperator } from '../../shared/operator-context';
import { ChargeTimeline } from './charge-timeline';
import { ChargeTrips } from './charge-trips';
import { DetailsList } from './details-list';

/**
 * Every charge explained (docs/behaviour/operator-contract.md#charge-details): the line on the rider's bank statement,
 * the travel day beside the day the bank was charged, the status history and the trips the payment pays. Nothing
 * when the operator does not offer chargeDetails or its answer lacks the fields.
 */
export function ChargeExplained({ payment }: { payment: Payment }) {
  const { t } = useTranslation('travels');
  const locale = useAccountLocale();
  const offered = useOffers('chargeDetails');
  const { timeZone } = useOperator();
  const details = payment.chargeDetails;
  if (!offered || !details) return null;
  return (
    <Stack gap="5" mt="6">
      <Stack as="section" gap="2" aria-labelledby="charge-statement">
        <Heading as="h3" size="sm" id="charge-statement">
          {t('payments.charge.statementHeading')}
        </Heading>
        <Box
          borderWidth="1px"
          rounded="md"
          px="3"
          py="2"
          fontFamily="mono"
          fontSize="sm"
          display="flex"
          flexWrap="wrap"
          columnGap="4"
          rowGap="1"
          justifyContent="space-between"
          aria-label={t('payments.charge.statementLine')}
          role="group"
        >
          <Text as="span">
            {details.statementDescriptor} {details.statementReference}
          </Text>
          <Text as="span" whiteSpace="nowrap">
            {formatMoney(payment.amount, locale)}
          </Text>
        </Box>
        <DetailsList
          rows={[
            [t('payments.charge.descriptor'), details.statementDescriptor],
            [
              t('payments.charge.reference'),
              <Text key="reference" as="span" fontFamily="mono">
                {details.statementReference}
              </Text>,
            ],
            [t('payments.charge.travelDay'), formatCalendarDay(dayIn(payment.created, timeZone), locale)],
            [
              t('payments.charge.chargedAt'),
              details.chargedAt ? formatDateTime(details.chargedAt, locale) : t('payments.charge.notCharged'),
            ],
          ]}
        />
      </Stack>
      <ChargeTimeline history={details.statusHistory} />
      <ChargeTrips shortId={payment.shortId} />
    </Stack>
  );
}
