import { List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StartCardCheck } from '../../../core/card-check/check-a-card';
import { BusyButton } from '../../shared/busy-button';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { useOperator } from '../../shared/operator-context';

/** What checking a card shows and how it is proven, and the way to the provider's hosted page. */
export function CardCheckIntro() {
  const { t } = useTranslation('card-check');
  const operator = useOperator();
  const run = useAction();
  const start = useUseCase(StartCardCheck);
  const [busy, setBusy] = useState(false);
  const prove = async () => {
    setBusy(true);
    // The page is left on success: busy stays until the provider's page opens.
    const left = await run(async () => (await start.execute(), true));
    if (!left) setBusy(false);
  };
  return (
    <Stack gap="4">
      <Text>{t('intro.lead', { operator: operator.name })}</Text>
      <List.Root ps="5" gap="1" listStyleType="disc">
        <List.Item>{t('intro.shows')}</List.Item>
        <List.Item>{t('intro.proof')}</List.Item>
        <List.Item>{t('intro.window')}</List.Item>
      </List.Root>
      <BusyButton
        size="lg"
        colorPalette="brand"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        busy={busy}
        busyText={t('intro.proving')}
        onClick={() => void prove()}
      >
        {t('intro.prove')}
      </BusyButton>
    </Stack>
  );
}
