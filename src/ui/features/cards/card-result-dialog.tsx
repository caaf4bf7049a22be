import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import { redirects, type ShownRegistration } from './use-card-registration-return';

/** The result modal of a card registration (docs/behaviour/rules.md#card-registration): the card, the outcome, then the list. */
export function CardResultDialog({ outcome }: { outcome: ShownRegistration }) {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const toList = () => void navigate(PATHS.bankCards, { replace: true });

  const card =
    'truncatedPan' in outcome
      ? outcome.truncatedPan
      : outcome.kind === 'unused' && outcome.panTail
        ? t('outcome.cardEnding', { tail: outcome.panTail })
        : null;
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && toList()}
      placement="center"
      role={outcome.kind === 'succeeded' ? 'dialog' : 'alertdialog'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('outcome.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {card && (
                  <Text fontFamily="mono" fontSize="lg">
                    {card}
                  </Text>
                )}
                <Dialog.Description asChild>
                  <Text fontSize="lg" fontWeight="semibold">
                    {t(`outcome.${outcome.kind}`)}
                  </Text>
                </Dialog.Description>
                {outcome.kind === 'unused' && <Text color="fg.muted">{t('outcome.unusedHelp')}</Text>}
                {redirects(outcome) && (
                  <Text color="fg.muted" role="status">
                    {t('outcome.redirect')}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={toList}>{t('outcome.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
