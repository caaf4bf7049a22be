import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { isKnownChargeStep, type ChargeStep } from '../../../core/travels/charge-details';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';

const TONE: Record<string, string> = {
  failed: 'red.solid',
  charged: 'green.solid',
  retried: 'green.solid',
  settled_online: 'green.solid',
};

/** A payment's status history as a short timeline, oldest first, in the device's time as the dialog's other times (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history). */
export function ChargeTimeline({ history }: { history: readonly ChargeStep[] }) {
  const { t } = useTranslation('travels');
  const locale = useAccountLocale();
  if (history.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="charge-history">
      <Heading as="h3" size="sm" id="charge-history">
        {t('payments.charge.historyHeading')}
      </Heading>
      <chakra.ol listStyleType="none" p="0" m="0" aria-labelledby="charge-history">
        {history.map((step, index) => (
          <chakra.li key={index} display="flex" gap="3" alignItems="baseline" py="1">
            <Box
              flexShrink={0}
              boxSize="2.5"
              rounded="full"
              bg={TONE[step.status] ?? 'gray.solid'}
              aria-hidden="true"
            />
            <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '3' }}>
              <Text as="span" fontWeight="medium">
                {isKnownChargeStep(step.status) ? t(`payments.charge.steps.${step.status}`) : step.status}
              </Text>
              <Text as="span" color="fg.muted" fontSize="sm">
                {formatDateTime(step.at, locale)}
              </Text>
            </Stack>
          </chakra.li>
        ))}
      </chakra.ol>
    </Stack>
  );
}
