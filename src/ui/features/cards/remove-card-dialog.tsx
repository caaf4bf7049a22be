import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../../core/cards/bank-card';
import { CardIdentity } from '../../shared/cards/card-identity';

export interface RemoveCardDialogProps {
  readonly card: BankCard;
  readonly removing: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The removal confirmation (docs/behaviour/rules.md#card-removal): the card, what goes with it, Cancel and Confirm. */
export function RemoveCardDialog({ card, removing, onConfirm, onCancel }: RemoveCardDialogProps) {
  const { t } = useTranslation('cards');
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('remove.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <CardIdentity
                  scheme={card.scheme}
                  label={card.label}
                  truncatedPan={card.truncatedPan}
                  formFactor={card.formFactor}
                />
                <Dialog.Description asChild>
                  <Text>{t('remove.text')}</Text>
                </Dialog.Description>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('remove.cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={removing}>
                {t('remove.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
