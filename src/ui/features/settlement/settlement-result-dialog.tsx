import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { settlementOutcomeText } from './settlement-outcome-text';
import type { ShownSettlement } from './use-settlement-return';

/** The settlement's outcome (docs/behaviour/rules.md#settlement): paid with its amount, paid twice with its refund, or why not. */
export function SettlementResultDialog({ outcome, onClose }: { outcome: ShownSettlement; onClose: () => void }) {
  const { t } = useTranslation('settlement');
  const { t: common } = useTranslation('common');
  const locale = useAccountLocale();
  const { title, message, alert } = settlementOutcomeText(outcome, { t, common, locale });
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      role={alert ? 'alertdialog' : 'dialog'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('common:close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
