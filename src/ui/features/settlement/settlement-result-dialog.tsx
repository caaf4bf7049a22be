import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/travels/money';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import type { ShownSettlement } from './use-settlement-return';

/** The settlement's outcome (spec 2.10, 4): paid with its amount, or why not. */
export function SettlementResultDialog({ outcome, onClose }: { outcome: ShownSettlement; onClose: () => void }) {
  const { t } = useTranslation('travels');
  const { t: cards } = useTranslation('cards');
  const locale = useAccountLocale();
  const success = outcome.kind === 'paid';
  const message =
    outcome.kind === 'paid'
      ? t('settlement.paid', { amount: formatMoney(outcome.amount, locale) })
      : outcome.kind === 'declined'
        ? t('settlement.declined', { reason: cards(`declined.${outcome.result}`) })
        : outcome.kind === 'not-confirmed'
          ? t('settlement.notConfirmed')
          : t('settlement.malformed');
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      role={success ? 'dialog' : 'alertdialog'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(success ? 'settlement.successTitle' : 'settlement.failedTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
