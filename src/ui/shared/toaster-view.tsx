import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ToastStore } from './state/toast-store';

function CloseToast() {
  const { t } = useTranslation('common');
  return <Toast.CloseTrigger aria-label={t('toast.dismiss')} color="inherit" />;
}

/** Where the portal's toasts show (docs/behaviour/rules.md#timings). Loaded with the first toast (toaster.tsx). */
export function ToasterView({ toasts }: { toasts: ToastStore }) {
  return (
    <Portal>
      <Toaster toaster={toasts} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator aria-hidden="true" />
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
