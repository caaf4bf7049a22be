import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TicketIcon } from '../../shared/icons/ticket-icon';

/** A period with nothing in it: says so, and offers the widest preset (unless it is already shown). */
export function EmptyTravels({ message, onWiden }: { message: string; onWiden?: () => void }) {
  const { t } = useTranslation('travels');
  return (
    <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <TicketIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{message}</EmptyState.Title>
        </VStack>
        {onWiden && (
          <Button variant="outline" onClick={onWiden}>
            {t('range.widen')}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
