import { Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const GOES = ['account', 'preferences', 'cards', 'sessions'] as const;
const KEEPS = ['payments', 'debts', 'claims'] as const;

/**
 * What deleting the account removes and what the operator must keep (docs/contracts.md#dataexport-the-riders-own-data-as-an-archive),
 * said before the rider asks for the code.
 */
export function DeletionConsequences() {
  const { t } = useTranslation('account', { useSuspense: true });
  const part = (title: string, items: readonly string[]) => (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <List.Root gap="1" ps="5">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {part(
          t('deletion.goesTitle'),
          GOES.map((item) => t(`deletion.goes.${item}`)),
        )}
        {part(
          t('deletion.keepsTitle'),
          KEEPS.map((item) => t(`deletion.keeps.${item}`)),
        )}
      </SimpleGrid>
      <Text>{t('deletion.exportHint')}</Text>
    </Stack>
  );
}
