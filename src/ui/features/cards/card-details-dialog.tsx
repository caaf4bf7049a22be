import { Button, DataList, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../../core/cards/bank-card';
import { CardIdentity } from '../../shared/cards/card-identity';
import { formatDateTime } from '../../../core/shared/format-date-time';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';

/** The card details modal (docs/behaviour/screens.md#bank-cards): scheme and PAN, alias_pan, aid, created, updated. */
export function CardDetailsDialog({ card, onClose }: { card: BankCard; onClose: () => void }) {
  const { t } = useTranslation('cards');
  const locale = useAccountLocale();
  const rows = [
    [t('details.aliasPan'), card.aliasPan],
    [t('details.aid'), card.aid ?? t('details.none')],
    [t('details.created'), formatDateTime(card.created, locale)],
    [t('details.updated'), formatDateTime(card.updated, locale)],
  ];
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('details.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <CardIdentity
                scheme={card.scheme}
                label={card.label}
                truncatedPan={card.truncatedPan}
                formFactor={card.formFactor}
              />
              <DataList.Root orientation="horizontal" mt="5" gap="3">
                {rows.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
                    <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                      {value}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('details.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
