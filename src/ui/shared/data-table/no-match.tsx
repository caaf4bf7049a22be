import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What shows instead of an empty table when the search matches no row: says so, and offers to clear it. */
export function NoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('common');
  return (
    <HStack gap="4" wrap="wrap" borderWidth="1px" rounded="md" bg="bg" px="4" py="5">
      <Text>{t('dataTable.noMatch', { query })}</Text>
      <Button size="sm" variant="outline" onClick={onClear}>
        {t('dataTable.clearSearch')}
      </Button>
    </HStack>
  );
}
