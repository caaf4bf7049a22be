import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** The portal's toasts (spec 9): top right, 5000 ms, dismissible, success by default. */
export const toaster = createToaster({ placement: 'top-end', duration: 5000, max: 4 });

/** Shows a toast with an already translated message; answers its id, for `dismiss`. */
export function notify(message: string, type: ToastType = 'success'): string {
  return toaster.create({ description: message, type, closable: true });
}

/** Closes a toast that no longer applies (a closed or unknown id is left alone). */
export function dismiss(id: string): void {
  toaster.dismiss(id);
}

function CloseToast() {
  const { t } = useTranslation('common');
  return <Toast.CloseTrigger aria-label={t('toast.dismiss')} color="inherit" />;
}

export function PortalToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <CloseToast />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
