import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StartCardRegistration } from '../../../core/cards/start-card-registration';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { InnerPage } from '../../shared/inner-page';
import { CardResultDialog } from './card-result-dialog';
import { useCardRegistrationReturn } from './use-card-registration-return';

/** Add bank card (docs/behaviour/screens.md#add-bank-card): the tokenizer panel, and the provider's answer when the rider comes back. */
export function AddBankCardScreen() {
  const { t } = useTranslation('cards', { useSuspense: true });
  const outcome = useCardRegistrationReturn();
  const startRegistration = useUseCase(StartCardRegistration);
  const run = useAction();
  return (
    <InnerPage title={t('addPage.title')}>
      <Card.Root maxW="lg">
        <Card.Header>
          <Card.Title as="h2">{t('addPage.panel')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <Text>{t('addPage.text')}</Text>
            <Text fontWeight="semibold">{t('addPage.noCharge')}</Text>
          </Stack>
        </Card.Body>
        <Card.Footer>
          <Button size="lg" onClick={() => void run(() => startRegistration.execute())}>
            {t('addPage.proceed')}
          </Button>
        </Card.Footer>
      </Card.Root>
      {outcome && <CardResultDialog outcome={outcome} />}
    </InnerPage>
  );
}
