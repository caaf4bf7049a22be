import { CloseButton, Dialog, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useObservable } from '../shared/hooks/use-observable';
import { useUiState } from '../shared/state/ui-state';
import { errorMessage } from '../shared/error-message';
import { GlobeIcon } from '../shared/icons/globe-icon';
import { ReloadIcon } from '../shared/icons/reload-icon';
import { MAIN_ID } from './layouts/skip-link';

/** The global error modal (docs/behaviour/screens.md#error-modal): red header, globe icon, the message, reload and close. Loaded with the first error (error-modal.tsx). */
export function ErrorDialog() {
  const { t } = useTranslation('common');
  const { errors } = useUiState();
  const error = useObservable(errors.error$);
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const message = error ? errorMessage(error) : null;
  // The page the message was shown on: when the rider closes it on another one (a session that ended brings the login
  // page behind it), what had the focus is gone, and the focus goes to the new page's main landmark.
  const [openedOn, setOpenedOn] = useState<{ error: unknown; pathname: string } | null>(null);
  if (error !== null && openedOn?.error !== error) setOpenedOn({ error, pathname });
  const finalFocus = () => (openedOn && openedOn.pathname !== pathname ? document.getElementById(MAIN_ID) : null);

  const reload = () => {
    // The route outlet mounts the screen afresh (no page reload); the history entry is renewed with its state (the
    // login page keeps the page to return to).
    errors.reload();
    void navigate({ pathname, search, hash }, { replace: true, state });
  };

  return (
    <Dialog.Root
      open={error !== null}
      onOpenChange={(e) => !e.open && errors.clear()}
      finalFocusEl={finalFocus}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content overflow="hidden">
            <Dialog.Header bg="red.700" color="white" py="3" pe="3">
              <Flex align="center" gap="3" flex="1">
                <GlobeIcon boxSize="6" />
                <Dialog.Title fontSize="lg">{t('errors.title')}</Dialog.Title>
              </Flex>
              <IconButton
                aria-label={t('errors.reload')}
                onClick={reload}
                variant="ghost"
                color="white"
                _hover={{ bg: 'whiteAlpha.300' }}
                _focusVisible={{ outlineColor: 'white' }}
              >
                <ReloadIcon />
              </IconButton>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton
                  aria-label={t('errors.close')}
                  color="white"
                  _hover={{ bg: 'whiteAlpha.300' }}
                  _focusVisible={{ outlineColor: 'white' }}
                />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body py="6">
              <Dialog.Description asChild>
                <Text fontSize="md" color="fg">
                  {message && ('key' in message ? t(message.key, message.params) : message.text)}
                </Text>
              </Dialog.Description>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
