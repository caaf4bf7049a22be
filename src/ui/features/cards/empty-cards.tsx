import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CardIcon } from '../../shared/icons/card-icon';
import { PATHS } from '../../shared/paths';

/** The zero-cards state: what a card is for, and the way to add one. */
export function EmptyCards() {
  const { t } = useTranslation('cards');
  return (
    <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <CardIcon boxSize="10" />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t('empty.title')}</EmptyState.Title>
          <EmptyState.Description>{t('empty.text')}</EmptyState.Description>
        </VStack>
        <Button asChild>
          <RouterLink to={PATHS.addBankCard}>{t('add')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
