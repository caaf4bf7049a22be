import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TravelDialogProps {
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Buttons beside Close. */
  readonly actions?: ReactNode;
  readonly size?: 'md' | 'lg' | 'xl';
  /** The body may scroll with nothing focusable in it: it takes the focus itself, so the keyboard can scroll it. */
  readonly bodyFocusable?: boolean;
}

/** A trips or payments dialog: a title, the content, Close (and any other action) at the foot. */
export function TravelDialog({ title, onClose, children, actions, size = 'md', bodyFocusable }: TravelDialogProps) {
  const { t } = useTranslation('travels');
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      // A modal keeps focus inside; focus landing outside is the previous dialog handing it back
      // (details → View receipt), not the rider leaving: it must not close the new one.
      onFocusOutside={(event) => event.preventDefault()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          {/* Full height on a phone; from tablet width as tall as its content (the 'full' size's min height undone). */}
          <Dialog.Content minH={{ md: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...(bodyFocusable ? { tabIndex: 0 } : {})}>{children}</Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button variant={actions ? 'outline' : 'solid'} onClick={onClose}>
                {t('common:close')}
              </Button>
              {actions}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
