import { chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReceiptLine } from '../../../core/travels/receipt';
import type { TapData } from '../../../core/travels/tap-data';
import { useReceiptQuery } from '../../shared/server-state/travels-queries';
import { useReceiptConcession } from './receipt-concession';

const stationOf = (tap: TapData | null) => tap?.find(([key]) => key === 'station')?.[1];

/**
 * The trips a payment pays, from its receipt data (the receipt's query, shared with the receipt dialog): fare,
 * stations, times in the trip's zone, price and any cap discount.
 */
export function ChargeTrips({ shortId }: { shortId: string }) {
  const { t } = useTranslation('travels');
  const query = useReceiptQuery(shortId);
  const receipt = query.data?.kind === 'receipt' ? query.data.receipt : null;
  return (
    <Stack as="section" gap="2" aria-labelledby="charge-trips">
      <Heading as="h3" size="sm" id="charge-trips">
        {t('payments.charge.tripsHeading')}
      </Heading>
      {query.isPending ? (
        <Text color="fg.muted">{t('payments.charge.tripsLoading')}</Text>
      ) : !receipt ? (
        <Text color="fg.muted">{t('payments.charge.tripsUnavailable')}</Text>
      ) : receipt.lines.length === 0 ? (
        <Text color="fg.muted">{t('payments.charge.noTrips')}</Text>
      ) : (
        <>
          <chakra.ul listStyleType="none" p="0" m="0" aria-labelledby="charge-trips">
            {receipt.lines.map((line, index) => (
              <TripLine key={index} line={line} />
            ))}
          </chakra.ul>
          <Text color="fg.muted" fontSize="sm">
            {t('payments.charge.timeZone', {
              zones: [...new Set(receipt.lines.map((line) => line.timeZone))].join(', '),
            })}
          </Text>
        </>
      )}
    </Stack>
  );
}

function TripLine({ line }: { line: ReceiptLine }) {
  const { t } = useTranslation('travels');
  const from = stationOf(line.firstTap);
  const to = stationOf(line.lastTap);
  const concession = useReceiptConcession()(line);
  return (
    <chakra.li borderBottomWidth="1px" py="2">
      <Stack gap="0.5">
        <Stack direction="row" justify="space-between" gap="3" fontWeight="medium">
          <Text as="span">{from ? `${from} → ${to ?? t('payments.charge.noExit')}` : line.fare}</Text>
          <Text as="span" whiteSpace="nowrap">
            {line.amount}
          </Text>
        </Stack>
        <Text as="span" fontSize="sm" color="fg.muted">
          {from ? `${line.fare} · ` : ''}
          {line.validFrom}
        </Text>
        {concession && (
          <Text as="span" fontSize="sm">
            {concession}
          </Text>
        )}
        {line.capped && (
          <Text as="span" fontSize="sm">
            {t('payments.charge.capped', { base: line.capped.baseAmount, discount: line.capped.capDiscount })}
          </Text>
        )}
      </Stack>
    </chakra.li>
  );
}
