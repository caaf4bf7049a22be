import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The portal's toasts (spec 9): top right, 5000 ms, dismissible. Loaded with the first toast
 * (toaster.tsx): a first visit to the login page shows none.
 */
export const toaster = createToaster({ placement: 'top-end', duration: 5000, max: 4 });

function CloseToast() {
  const { t } = useTranslation('common');
  return <Toast.CloseTrigger aria-label={t('toast.dismiss')} color="inherit" />;
}

export function ToasterView() {
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
