import { Box, Checkbox, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatusFilter as Statuses } from '../../../core/travels/payment';

/** Which payments to show: Succeeded and Failed, both by default (docs/behaviour/rules.md#payment-status). */
export function StatusFilter({ value, onChange }: { value: Statuses; onChange: (next: Statuses) => void }) {
  const { t } = useTranslation('travels');
  return (
    <Box as="fieldset" border="0" p="0" m="0" minW="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
        {t('payments.status.legend')}
      </Text>
      <HStack gap="5" minH="8">
        {(['succeeded', 'failed'] as const).map((status) => (
          <Checkbox.Root
            key={status}
            size="sm"
            checked={value[status]}
            onCheckedChange={(details) => onChange({ ...value, [status]: details.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(`payments.status.${status}`)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Box>
  );
}
