import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiState } from './state/ui-state';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toasts {
  /** Shows a toast with an already translated message, success by default; answers its id, for `dismiss`. */
  notify(message: string, type?: ToastType): string;
  /** Closes a toast that no longer applies (a closed or unknown id is left alone). */
  dismiss(id: string): void;
}

/** This portal's toasts (its ToastStore, created with the rest of its view state by the shell). */
export function useToasts(): Toasts {
  const { toasts } = useUiState();
  return useMemo(
    () => ({
      notify: (message, type = 'success') => toasts.create({ description: message, type, closable: true }),
      dismiss: (id) => toasts.dismiss(id),
    }),
    [toasts],
  );
}

function CloseToast() {
  const { t } = useTranslation('common');
  return <Toast.CloseTrigger aria-label={t('toast.dismiss')} color="inherit" />;
}

export function PortalToaster() {
  const { toasts } = useUiState();
  return (
    <Portal>
      <Toaster toaster={toasts} insetInline={{ mdDown: '4' }}>
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
